import { describe, expect, it } from 'vitest';
import { personalise, renderNewsletter, unsubscribeUrl } from './compose.ts';
import { htmlToText } from './plainText.ts';

describe('htmlToText', () => {
  it('turns blocks, lists, links and images into readable text', () => {
    const html =
      '<h1>News</h1><p>Hello <strong>all</strong>,<br>see <a href="https://academy.ht/x">the course</a>.</p><ul><li>one</li><li>two</li></ul><img src="https://i.ht/a.png" alt="banner">';
    expect(htmlToText(html)).toBe('News\n\nHello all,\nsee the course (https://academy.ht/x).\n\n- one\n- two\n\n[banner]');
  });

  it('drops the content of script, style and template elements', () => {
    expect(htmlToText('<p>Hi</p><script>alert("x")</script><style>p{color:red}</style><template><p>t</p></template><p>all</p>')).toBe(
      'Hi\n\nall',
    );
  });

  it('decodes entities once', () => {
    expect(htmlToText('<p>R&amp;D &lt;3 &amp;amp;</p>')).toBe('R&D <3 &amp;');
  });
});

describe('newsletter mail', () => {
  const unsubscribe = unsubscribeUrl('https://academy.ht/app/', 'tok123');

  it('builds the unsubscribe link on the site URL', () => {
    expect(unsubscribe).toBe('https://academy.ht/newsletter/unsubscribe?token=tok123');
  });

  it('sanitises HTML bodies and gives both parts the unsubscribe link', () => {
    const rendered = renderNewsletter({
      title: 'Week <1>',
      body: '<p onclick="x">Hi</p><script>bad()</script>',
      is_html: true,
      image_url: 'https://cdn.ht/n.png',
    });
    const mail = personalise(rendered, 'Week <1>', unsubscribe);
    expect(mail.subject).toBe('Week <1>');
    expect(mail.html).toContain('<h1>Week &lt;1&gt;</h1>');
    expect(mail.html).toContain('<img src="https://cdn.ht/n.png" alt="Week &lt;1&gt;" width="560">');
    expect(mail.html).toContain('<p>Hi</p>');
    expect(mail.html).not.toMatch(/script|onclick/);
    expect(mail.html).toContain(`<a href="${unsubscribe}">`);
    expect(mail.text).toBe(
      `Week <1>\n\nHi\n\n--\nOu resevwa imèl sa a paske ou abone nan bilten Academy a. Pou dezabòne: ${unsubscribe}\n`,
    );
  });

  it('escapes plain-text bodies into paragraphs and keeps the text as written', () => {
    const rendered = renderNewsletter({ title: 'T', body: 'a <b>\nline\n\nnext', is_html: false, image_url: null });
    expect(rendered.html).toBe('<h1>T</h1>\n<p>a &lt;b&gt;<br>line</p>\n<p>next</p>');
    expect(rendered.text).toBe('T\n\na <b>\nline\n\nnext');
  });

  it('leaves out an image whose address is not http(s)', () => {
    expect(renderNewsletter({ title: 'T', body: 'x', is_html: false, image_url: 'javascript:x' }).html).not.toContain('<img');
  });
});
