import { describe, expect, it } from 'vitest';
import { htmlWithTracking } from './tracking';

/* The tracking image of spec 2 §3 ("abertura"): the HTML of a queued message. */

describe('the tracking image (spec 2 §3 "abertura")', () => {
  it('leaves the HTML as it is without a tracking address', () => {
    expect(htmlWithTracking('texto', '<p>texto</p>', undefined)).toBe('<p>texto</p>');
    expect(htmlWithTracking('texto', undefined, undefined)).toBeUndefined();
    expect(htmlWithTracking('texto', undefined, '')).toBeUndefined();
  });

  it('adds a hidden 1×1 image at the end of the HTML', () => {
    expect(htmlWithTracking('texto', '<p>texto</p>', 'https://app/t')).toBe(
      '<p>texto</p><img src="https://app/t" width="1" height="1" alt="" style="display:none">',
    );
  });

  it('makes HTML of a text message, escaped, with its line breaks', () => {
    expect(htmlWithTracking('Saúde & segurança <SST>\nAtt.\nClínica', undefined, 'https://app/t')).toBe(
      '<div style="font-family:Arial,sans-serif;font-size:14px">Saúde &amp; segurança &lt;SST&gt;<br>Att.<br>Clínica</div>' +
        '<img src="https://app/t" width="1" height="1" alt="" style="display:none">',
    );
  });
});
