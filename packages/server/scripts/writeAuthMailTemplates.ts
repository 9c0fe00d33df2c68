// Writes supabase/templates/<kind>.html and the template sections of supabase/config.toml from the auth mail wording
// (src/hostedAuthTemplates.ts). Run after changing packages/server/src/authMailLanguage.ts: `pnpm auth-mail-templates`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { AUTH_MAIL_KINDS } from '../src/authMailLanguage.ts';
import { hostedTemplate, withHostedConfig } from '../src/hostedAuthTemplates.ts';

const supabaseDir = new URL('../../../supabase/', import.meta.url);
mkdirSync(new URL('templates/', supabaseDir), { recursive: true });
for (const kind of AUTH_MAIL_KINDS) writeFileSync(new URL(`templates/${kind}.html`, supabaseDir), hostedTemplate(kind));
const configUrl = new URL('config.toml', supabaseDir);
writeFileSync(configUrl, withHostedConfig(readFileSync(configUrl, 'utf8')));
console.log(`wrote ${AUTH_MAIL_KINDS.length} templates and their config.toml sections`);
