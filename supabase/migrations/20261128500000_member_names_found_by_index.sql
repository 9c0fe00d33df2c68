-- A sign-up's generated name ('Elèv 4821') is checked against every existing one (public.generated_member_name):
-- without an index each check read the whole user_profiles table, so 10,000 sign-ups took minutes (the scale data of
-- supabase/tests/explain.test.ts: 239 s on embedded), and past ~9,000 members of one language every sign-up made 20
-- such full reads. An index makes each check one lookup.
create index user_profiles_generated_name_idx on public.user_profiles (generated_name);
