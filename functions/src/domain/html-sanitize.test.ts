import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitize';

describe('sanitizeHtml (the LTCAT model sections allow-list)', () => {
  it('keeps the allow-list tags, placeholders and safe attributes', () => {
    const html = '<h2>Objetivo</h2><p align="center">Empresa <strong>{{empresa.razao_social}}</strong></p><table border="1"><tr><td colspan="2">x</td></tr></table><ul><li>a</li></ul><a href="https://gov.br" title="t">link</a><br>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers, javascript: links and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="x()">Olá<script>alert(1)</script></p>')).toBe('<p>Olá</p>');
    expect(sanitizeHtml('<SCRIPT src=x></SCRIPT><img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeHtml('<style>p{}</style><iframe src="//x"></iframe><font color=red>t</font>')).toBe('t');
    expect(sanitizeHtml('<p style="background:url(javascript:x)" class="nota">t</p>')).toBe('<p class="nota">t</p>');
  });

  it('escapes what is not a tag, so no markup survives a broken tag or a comment', () => {
    expect(sanitizeHtml('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d');
    expect(sanitizeHtml('<!-- <script>x</script> -->t')).toBe('t');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    expect(sanitizeHtml('<p title="a&quot;><script>x</script>">t</p>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });

  it('is idempotent', () => {
    const once = sanitizeHtml('<p>a &amp; b <b onmouseover=x>c</b> &lt;tag&gt;</p><img src=x>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
