import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../i18n/catalog.ts';
import { locales } from '../../i18n/types.ts';
import { captionRefusals, cueAt, parseCaptions, type CaptionParse } from './captions.ts';

// Samples written the way real caption files come out of editors and services: YouTube's and Amara's WebVTT exports
// (header text, NOTE/STYLE/REGION blocks, cue settings, <c> and <v> tags, inner timestamps), subtitle editors' SRT
// (CRLF, BOM, <i> and <font>, {\an8}, numbered cues) and hand-edited files (CR only, missing blank lines, stray spaces).

function cuesOf(source: string) {
  const result = parseCaptions(source);
  if (!result.ok) throw new Error(`refused at line ${result.line}: ${result.reason}`);
  return result.cues;
}

function refusal(source: string): Extract<CaptionParse, { ok: false }> {
  const result = parseCaptions(source);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

describe('WebVTT', () => {
  it('reads a plain file with short and long timestamps', () => {
    const file = ['WEBVTT', '', '00:01.000 --> 00:04.250', 'Bonjou tout moun.', '', '01:02:03.500 --> 01:02:05.000', 'Nou fini.', ''].join(
      '\n',
    );
    expect(parseCaptions(file)).toEqual({
      ok: true,
      format: 'vtt',
      cues: [
        { start: 1, end: 4.25, text: 'Bonjou tout moun.' },
        { start: 3723.5, end: 3725, text: 'Nou fini.' },
      ],
    });
  });

  it('skips header text, NOTE, STYLE and REGION blocks', () => {
    const file = [
      'WEBVTT - Leson 1: entwodiksyon',
      'Kind: captions',
      'Language: ht',
      '',
      'STYLE',
      '::cue { color: yellow; }',
      '::cue(.loud) { font-weight: bold; }',
      '',
      'REGION',
      'id:fred',
      'width:40%',
      'lines:3',
      '',
      'NOTE Tradui pa ekip la,',
      'revize 2026-11-01.',
      '',
      'NOTE',
      'Yon lòt nòt sou plizyè liy.',
      '',
      '00:00:05.000 --> 00:00:07.000',
      'Premye liy lan.',
      '',
      'NOTE nòt ant de cue',
      '',
      '00:00:08.000 --> 00:00:09.000',
      'Dezyèm liy lan.',
    ].join('\n');
    expect(cuesOf(file)).toEqual([
      { start: 5, end: 7, text: 'Premye liy lan.' },
      { start: 8, end: 9, text: 'Dezyèm liy lan.' },
    ]);
  });

  it('keeps a cue whose text starts with the word NOTE inside a cue block', () => {
    const file = 'WEBVTT\n\n00:01.000 --> 00:02.000\nNOTE: sa a se tèks\n';
    expect(cuesOf(file)).toEqual([{ start: 1, end: 2, text: 'NOTE: sa a se tèks' }]);
  });

  it('reads cue identifiers and ignores cue settings after the times', () => {
    const file = [
      'WEBVTT',
      '',
      'intro',
      '00:00:01.000 --> 00:00:03.000 align:start position:10% line:0 size:80%',
      'Anwo ekran an.',
      '',
      '2',
      '00:00:03.000 --> 00:00:04.500\tregion:fred vertical:rl',
      'Yon lòt.',
      '',
      'a --> b is not a timing, but this id has no arrow: chapter-3',
      '00:00:05.000 --> 00:00:06.000',
      'Twazyèm.',
    ].join('\n');
    // The third block's first line holds '-->' but is no timing: it is refused at that line, not taken for text.
    expect(refusal(file)).toEqual({ ok: false, line: 11, reason: 'dashboard.captions.refused.badTimestamp' });
    expect(cuesOf(file.replace('a --> b is not a timing, but this id has no arrow: ', ''))).toEqual([
      { start: 1, end: 3, text: 'Anwo ekran an.' },
      { start: 3, end: 4.5, text: 'Yon lòt.' },
      { start: 5, end: 6, text: 'Twazyèm.' },
    ]);
  });

  it('removes styling tags, voices, classes and inner timestamps', () => {
    const file = [
      'WEBVTT',
      '',
      '00:00:10.000 --> 00:00:14.000',
      '<v Roger Bingham>We are in New York City',
      '<v.loud Neil deGrasse Tyson><i>Not</i> <b>quite</b> — <u>Brooklyn</u></v>',
      '',
      '00:00:14.000 --> 00:00:18.000',
      '<c.yellow.bg_blue>Klas</c> <00:00:15.000><c>pa</c><00:00:16.500> <c>fini</c>',
      '<lang en>okay</lang> <ruby>漢<rt>kan</rt></ruby>',
    ].join('\n');
    expect(cuesOf(file)).toEqual([
      { start: 10, end: 14, text: 'We are in New York City\nNot quite — Brooklyn' },
      { start: 14, end: 18, text: 'Klas pa fini\nokay 漢kan' },
    ]);
  });

  it('decodes entities after removing tags, so escaped markup stays visible text', () => {
    const file = [
      'WEBVTT',
      '',
      '00:01.000 --> 00:02.000',
      'Tom &amp; Jerry &lt;i&gt;not italic&lt;/i&gt; a&nbsp;b &#233;l&#xE8;ve &lrm;&quot;ok&quot; &unknown; &#0;',
    ].join('\n');
    expect(cuesOf(file)).toEqual([{ start: 1, end: 2, text: 'Tom & Jerry <i>not italic</i> a b élève "ok" &unknown; &#0;' }]);
  });

  it('never keeps markup: a script tag in a cue is removed, its words stay as text', () => {
    const file = 'WEBVTT\n\n00:01.000 --> 00:02.000\n<script>alert(1)</script><img src=x onerror=alert(2)>Bonjou\n';
    expect(cuesOf(file)).toEqual([{ start: 1, end: 2, text: 'alert(1)Bonjou' }]);
  });

  it('reads a file with a byte order mark and CRLF line ends', () => {
    const file = '\uFEFFWEBVTT\r\n\r\n00:00.500 --> 00:01.500\r\nLiy youn\r\nLiy de\r\n\r\n00:02.000 --> 00:03.000\r\nTwa\r\n';
    expect(cuesOf(file)).toEqual([
      { start: 0.5, end: 1.5, text: 'Liy youn\nLiy de' },
      { start: 2, end: 3, text: 'Twa' },
    ]);
  });

  it('reads a file with old Mac CR line ends', () => {
    const file = 'WEBVTT\r\r00:00.500 --> 00:01.500\rLiy youn\rLiy de\r\r00:02.000 --> 00:03.000\rTwa\r';
    expect(cuesOf(file)).toEqual([
      { start: 0.5, end: 1.5, text: 'Liy youn\nLiy de' },
      { start: 2, end: 3, text: 'Twa' },
    ]);
  });

  it('treats lines of spaces as blank and trims each text line', () => {
    const file = 'WEBVTT\n   \n00:01.000 --> 00:02.000\n   Bonjou   zanmi   \n \t \n00:03.000 --> 00:04.000\nOrevwa\n';
    expect(cuesOf(file)).toEqual([
      { start: 1, end: 2, text: 'Bonjou zanmi' },
      { start: 3, end: 4, text: 'Orevwa' },
    ]);
  });

  it('reads a cue placed right under the header', () => {
    expect(cuesOf('WEBVTT\n00:01.000 --> 00:02.000\nSan liy vid\n')).toEqual([{ start: 1, end: 2, text: 'San liy vid' }]);
  });

  it('leaves out cues without words or without length, and sorts cues by start', () => {
    const file = [
      'WEBVTT',
      '',
      '00:00:09.000 --> 00:00:10.000',
      'Apre',
      '',
      '00:00:05.000 --> 00:00:06.000',
      '<i></i>',
      '',
      '00:00:02.000 --> 00:00:02.000',
      'Zewo',
      '',
      '00:00:01.000 --> 00:00:02.000',
      'Anvan',
    ].join('\n');
    expect(cuesOf(file)).toEqual([
      { start: 1, end: 2, text: 'Anvan' },
      { start: 9, end: 10, text: 'Apre' },
    ]);
  });

  it('reads a long file in one pass', () => {
    const count = 20_000;
    const lines = ['WEBVTT', ''];
    for (let i = 0; i < count; i++) {
      const stamp = (s: number) => {
        const h = String(Math.floor(s / 3600)).padStart(2, '0');
        const m = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
        const sec = String(s % 60).padStart(2, '0');
        return `${h}:${m}:${sec}.000`;
      };
      lines.push(String(i + 1), `${stamp(i)} --> ${stamp(i + 1)}`, `Liy nimewo ${i + 1}`, '');
    }
    const started = performance.now();
    const cues = cuesOf(lines.join('\n'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(cues).toHaveLength(count);
    expect(cues[count - 1]).toEqual({ start: count - 1, end: count, text: `Liy nimewo ${count}` });
  });
});

describe('SRT', () => {
  it('reads numbered cues with comma decimals, CRLF and a byte order mark', () => {
    const file =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:04,200\r\nOlá a todos.\r\n\r\n2\r\n00:00:04,200 --> 00:00:06,000\r\nVamos começar\r\ncom o editor.\r\n\r\n';
    expect(parseCaptions(file)).toEqual({
      ok: true,
      format: 'srt',
      cues: [
        { start: 1, end: 4.2, text: 'Olá a todos.' },
        { start: 4.2, end: 6, text: 'Vamos começar\ncom o editor.' },
      ],
    });
  });

  it('removes <i>, <font> and {\\an8} position codes', () => {
    const file = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      '{\\an8}<font color="#ffff00">Anwo</font> <i>an</i>',
      '',
      '2',
      '00:00:02,000 --> 00:00:03,000',
      '<b><u>Fò</u></b>',
    ].join('\n');
    expect(cuesOf(file)).toEqual([
      { start: 1, end: 2, text: 'Anwo an' },
      { start: 2, end: 3, text: 'Fò' },
    ]);
  });

  it('reads cues that lost the blank line between them', () => {
    const file = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      'Youn',
      '2',
      '00:00:02,500 --> 00:00:03,000',
      'De',
      '3',
      '00:00:04,000 --> 00:00:05,000',
      '42',
      '',
    ].join('\n');
    expect(cuesOf(file)).toEqual([
      { start: 1, end: 2, text: 'Youn' },
      { start: 2.5, end: 3, text: 'De' },
      { start: 4, end: 5, text: '42' },
    ]);
  });

  it('reads a file without cue numbers and with dots instead of commas', () => {
    const file = '00:00:01.000 --> 00:00:02.000\nYoun\n\n00:00:03.000 --> 00:00:04.000\nDe\n';
    expect(cuesOf(file)).toEqual([
      { start: 1, end: 2, text: 'Youn' },
      { start: 3, end: 4, text: 'De' },
    ]);
  });

  it('reads an hour over 99 and starts after blank lines', () => {
    expect(cuesOf('\n\n1\n100:00:00,000 --> 100:00:01,500\nLong\n')).toEqual([{ start: 360000, end: 360001.5, text: 'Long' }]);
  });
});

describe('refusals, with the 1-based line that failed', () => {
  it('refuses a file that is not captions', () => {
    expect(refusal('<html><body>Not captions</body></html>')).toEqual({
      ok: false,
      line: 1,
      reason: 'dashboard.captions.refused.notCaptions',
    });
    expect(refusal('\n\nWEBVTTX\n\n00:01.000 --> 00:02.000\nx')).toEqual({
      ok: false,
      line: 3,
      reason: 'dashboard.captions.refused.notCaptions',
    });
  });

  it('refuses an empty file or one without any cue', () => {
    expect(refusal('')).toEqual({ ok: false, line: 1, reason: 'dashboard.captions.refused.noCues' });
    expect(refusal('\uFEFF\r\n  \r\n')).toEqual({ ok: false, line: 1, reason: 'dashboard.captions.refused.noCues' });
    expect(refusal('WEBVTT\n\nNOTE only a note\n')).toEqual({ ok: false, line: 1, reason: 'dashboard.captions.refused.noCues' });
  });

  it('refuses a block without its timing line', () => {
    const file = ['WEBVTT', '', '00:01.000 --> 00:02.000', 'Youn', '', 'intro', 'Tèks san lè', ''].join('\r\n');
    expect(refusal(file)).toEqual({ ok: false, line: 7, reason: 'dashboard.captions.refused.timingExpected' });
    expect(refusal('1\n00:00:01,000 --> 00:00:02,000\nYoun\n\nYon liy pèdi\n')).toEqual({
      ok: false,
      line: 5,
      reason: 'dashboard.captions.refused.timingExpected',
    });
  });

  it.each([
    ['00:01.5 --> 00:02.000', 'milliseconds of one digit'],
    ['00:61.000 --> 00:62.000', 'seconds over 59'],
    ['0:01.000 --> 0:02.000', 'minutes of one digit'],
    ['00:01.000 -> 00:02.000', 'a short arrow'],
    ['00:01.000 --> ', 'no end'],
  ])('refuses the timing line %s (%s)', (timing) => {
    const file = `WEBVTT\n\n00:00.000 --> 00:00.500\nok\n\n${timing}\ntext\n`;
    expect(refusal(file)).toEqual({ ok: false, line: 6, reason: 'dashboard.captions.refused.badTimestamp' });
  });

  it('refuses a cue that ends before it starts', () => {
    const file = '1\r\n00:00:05,000 --> 00:00:04,000\r\nBack in time\r\n';
    expect(refusal(file)).toEqual({ ok: false, line: 2, reason: 'dashboard.captions.refused.endBeforeStart' });
  });

  it('counts lines the same way for CR, LF and CRLF files', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const file = ['WEBVTT', '', '00:01.000 --> 00:02.000', 'ok', '', '00:03.000 --> 00:0x.000', 'bad'].join(end);
      expect(refusal(file)).toEqual({ ok: false, line: 6, reason: 'dashboard.captions.refused.badTimestamp' });
    }
  });
});

describe('refusal reasons', () => {
  it('are message keys in every language', () => {
    for (const locale of locales) {
      const catalog = buildCatalog(locale);
      for (const reason of captionRefusals) expect(typeof catalog[reason], `${locale} ${reason}`).toBe('string');
      expect(catalog['dashboard.captions.refusedAt']).toContain('{line}');
    }
  });
});

describe('cueAt', () => {
  it('gives the cue running at a second, the latest started of overlapping ones, -1 between cues', () => {
    const list = [
      { start: 0, end: 4, text: 'a' },
      { start: 2, end: 6, text: 'b' },
      { start: 8, end: 9, text: 'c' },
    ];
    expect([0, 1, 2.5, 4, 6, 7, 8.5, 9].map((second) => cueAt(list, second))).toEqual([0, 0, 1, 1, -1, -1, 2, -1]);
  });
});
