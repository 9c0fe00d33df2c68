import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog.ts';

// SPEC.md's quoted messages of the shell, accounts and profile areas, exactly as quoted: the default (ht) catalog
// must hold each one under the key the screens use. Other domains keep their own list beside their catalogs.
const quotedBySpec: Record<string, string> = {
  'shell.presale': 'Presale is now Live! Get Lifetime Access @ 35% OFF',
  'shell.nav.premium': 'Premium',
  'shell.notFound.code': '404',
  'shell.notFound.title': 'Oops! Page not found',
  'shell.guard.dashboardSignedOut': 'You must be logged in to access the dashboard',
  'shell.guard.dashboardForbidden': 'You do not have permission to access the dashboard',
  'auth.password.minLength': 'Password must be at least 8 characters long',
  'auth.password.uppercase': 'Password must contain at least one uppercase letter',
  'auth.password.lowercase': 'Password must contain at least one lowercase letter',
  'auth.password.number': 'Password must contain at least one number',
  'auth.signup.mismatch': 'As senhas não coincidem',
  'auth.signup.weak': 'A senha não atende aos requisitos mínimos',
  'auth.signup.emailInUse': 'Este email já está em uso',
  'auth.signup.failed': 'Ocorreu um erro ao criar a conta',
  'auth.signup.success': 'Conta criada com sucesso!',
  'auth.signin.invalid': 'Email ou senha inválidos',
  'auth.signin.failed': 'Ocorreu um erro ao fazer login',
  'auth.signin.success': 'Login realizado com sucesso!',
  'auth.reset.failed': 'Ocorreu um erro ao enviar o email de recuperação.',
  'auth.reset.success': 'Email de recuperação enviado com sucesso!',
  'auth.signout.success': 'Logout realizado com sucesso!',
  'profile.selectImage': 'You must select an image to upload',
  'profile.avatarError': 'Error uploading avatar',
  'profile.updateError': 'Error updating profile',
  'profile.avatarSuccess': 'Avatar updated successfully!',
  'profile.updateSuccess': 'Profile updated successfully!',
  'profile.plan.free': 'Free Plan',
  'profile.plan.lifetime': 'Lifetime Access',
  'profile.userFallback': 'User',
};

describe('SPEC-quoted messages are verbatim in ht', () => {
  const ht = buildCatalog('ht');
  it.each(Object.entries(quotedBySpec))('%s', (key, quoted) => {
    expect(ht[key]).toBe(quoted);
  });

  it("the plan badge for a tier is the tier name followed by 'Plan'", () => {
    expect(ht['profile.plan.named']).toBe('{name} Plan');
  });
});
