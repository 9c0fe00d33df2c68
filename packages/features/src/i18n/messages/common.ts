import type { DomainCatalog } from '../types.ts';

// Shared words used on many screens. Domain-specific text lives in the domain's own file beside this one.
export const common = {
  ht: {
    'common.loading': 'Chajman...',
    'common.retry': 'Eseye ankò',
    'common.cancel': 'Anile',
    'common.confirm': 'Konfime',
    'common.save': 'Anrejistre',
    'common.close': 'Fèmen',
    'common.back': 'Retounen',
    'common.language': 'Lang',
  },
  pt: {
    'common.loading': 'Carregando...',
    'common.retry': 'Tentar novamente',
    'common.cancel': 'Cancelar',
    'common.confirm': 'Confirmar',
    'common.save': 'Salvar',
    'common.close': 'Fechar',
    'common.back': 'Voltar',
    'common.language': 'Idioma',
  },
  en: {
    'common.loading': 'Loading...',
    'common.retry': 'Try again',
    'common.cancel': 'Cancel',
    'common.confirm': 'Confirm',
    'common.save': 'Save',
    'common.close': 'Close',
    'common.back': 'Back',
    'common.language': 'Language',
  },
} satisfies DomainCatalog;
