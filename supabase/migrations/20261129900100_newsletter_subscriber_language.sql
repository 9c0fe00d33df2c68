-- The language each newsletter subscriber signed up in (issue 39.15): the footer of every newsletter (why they get it,
-- how to leave) speaks it, as the confirmation mail already did. Addresses from before keep Haitian Creole, the
-- language their footers had. Only the service role reads or writes this table (no policy gives anyone else access).
alter table public.newsletter_subscribers
  add column locale text not null default 'ht' check (locale in ('ht', 'pt', 'en'));
