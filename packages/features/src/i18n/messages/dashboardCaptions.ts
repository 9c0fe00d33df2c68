import type { Locale, Message } from '../types.ts';

// The dashboard's caption files (issue 38), merged into the dashboard catalog: why a WebVTT or SRT file was refused
// (the parser's reasons, academy/model/captions.ts) and the lesson form's captions section. No text here is quoted
// by the spec; each language has its own.
export const dashboardCaptions = {
  ht: {
    'dashboard.captions.refusedAt': 'Nou pa ka li fichye a nan liy {line}: {reason}',
    'dashboard.captions.refused.notCaptions': 'se pa yon fichye soutit WebVTT oswa SRT.',
    'dashboard.captions.refused.timingExpected': 'nou te tann yon liy lè la a (pa egzanp 00:00:01.000 --> 00:00:04.000).',
    'dashboard.captions.refused.badTimestamp': 'lè a mal ekri; ekri l konsa: 00:01:02.500 (oswa 00:01:02,500 nan yon SRT).',
    'dashboard.captions.refused.endBeforeStart': 'lè fen an vini anvan lè kòmansman an.',
    'dashboard.captions.refused.noCues': 'fichye a pa gen okenn soutit.',
  },
  pt: {
    'dashboard.captions.refusedAt': 'Não conseguimos ler o arquivo na linha {line}: {reason}',
    'dashboard.captions.refused.notCaptions': 'não é um arquivo de legendas WebVTT ou SRT.',
    'dashboard.captions.refused.timingExpected': 'esperávamos uma linha de tempo aqui (por exemplo 00:00:01.000 --> 00:00:04.000).',
    'dashboard.captions.refused.badTimestamp': 'o tempo está mal escrito; escreva assim: 00:01:02.500 (ou 00:01:02,500 num SRT).',
    'dashboard.captions.refused.endBeforeStart': 'o fim vem antes do início.',
    'dashboard.captions.refused.noCues': 'o arquivo não tem nenhuma legenda.',
  },
  en: {
    'dashboard.captions.refusedAt': 'We could not read the file at line {line}: {reason}',
    'dashboard.captions.refused.notCaptions': 'this is not a WebVTT or SRT caption file.',
    'dashboard.captions.refused.timingExpected': 'a timing line was expected here (for example 00:00:01.000 --> 00:00:04.000).',
    'dashboard.captions.refused.badTimestamp': 'the time is not written right; write it like 00:01:02.500 (or 00:01:02,500 in an SRT).',
    'dashboard.captions.refused.endBeforeStart': 'the end comes before the start.',
    'dashboard.captions.refused.noCues': 'the file holds no captions.',
  },
} satisfies Record<Locale, Record<string, Message>>;
