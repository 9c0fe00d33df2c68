// Issue 20.7: hosted Supabase's auth mails come in the member's language. The templates and config.toml sections
// are generated from the wording the embedded server uses; this checks the committed files are current and that
// each template, rendered the way the auth service renders it (Go's if/else-if/else on `.Data.locale`), says
// each language's words around the action link.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_MAIL_KINDS, authMailWording, type MailLocale } from '../src/authMailLanguage.ts';
import { hostedConfigSections, hostedSubject, hostedTemplate } from '../src/hostedAuthTemplates.ts';

const supabaseFile = (name: string) => readFileSync(new URL(`../../../supabase/${name}`, import.meta.url), 'utf8');

/**
 * Renders the subset of Go templates the generator writes: the `$locale` assignment, one if / else if / else on it,
 * and `.ConfirmationURL`. Anything else left in the output (a stray `{{`) fails the assertions below.
 */
function renderGoTemplate(template: string, data: { locale?: string }, confirmationUrl: string): string {
  const locale = data.locale ?? '<no value>';
  const assignment = '{{ $locale := printf "%v" .Data.locale }}';
  expect(template).toContain(assignment);
  const chosen = template
    .replace(assignment, '')
    .replace(
      /\{\{ if eq \$locale "(\w+)" \}\}([\s\S]*?)\{\{ else if eq \$locale "(\w+)" \}\}([\s\S]*?)\{\{ else \}\}([\s\S]*?)\{\{ end \}\}/,
      (_all, first: string, firstText: string, second: string, secondText: string, otherwise: string) =>
        locale === first ? firstText : locale === second ? secondText : otherwise,
    );
  return chosen.replaceAll('{{ .ConfirmationURL }}', confirmationUrl);
}

describe('hosted auth mail templates', () => {
  it('are current: supabase/templates and config.toml match the wording (else run `pnpm auth-mail-templates`)', () => {
    for (const kind of AUTH_MAIL_KINDS) expect(supabaseFile(`templates/${kind}.html`), kind).toBe(hostedTemplate(kind));
    expect(supabaseFile('config.toml')).toContain(hostedConfigSections());
  });

  const link = 'https://project.supabase.co/auth/v1/verify?token=abc&type=recovery&redirect_to=https://academy.example/update-password';
  const cases: [string, { locale?: string }, MailLocale][] = [
    ['Portuguese', { locale: 'pt' }, 'pt'],
    ['English', { locale: 'en' }, 'en'],
    ['Creole', { locale: 'ht' }, 'ht'],
    ['no stored language (Creole)', {}, 'ht'],
  ];
  for (const [name, data, locale] of cases)
    it(`write every mail in ${name}`, () => {
      for (const kind of AUTH_MAIL_KINDS) {
        const words = authMailWording[locale][kind];
        const body = renderGoTemplate(hostedTemplate(kind), data, link);
        expect(body).not.toContain('{{');
        expect(body).toContain(`<a href="${link}">${words.action}</a>`);
        expect(body).toContain(words.intro);
        const others = (['ht', 'pt', 'en'] as const).filter((other) => other !== locale);
        for (const other of others) expect(body).not.toContain(authMailWording[other][kind].intro);
        expect(renderGoTemplate(hostedSubject(kind), data, link)).toBe(words.subject);
      }
    });
});
