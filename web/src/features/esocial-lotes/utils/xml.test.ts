import { describe, expect, it } from 'vitest';
import { prettyXml } from './xml';

describe('prettyXml', () => {
  it('indents elements and keeps a text on its element line', () => {
    // Prepare
    const xml = '<?xml version="1.0"?><eSocial><retorno><cdResposta>201</cdResposta><vazio/><b></b></retorno></eSocial>';

    // Act
    const pretty = prettyXml(xml);

    // Assess
    expect(pretty).toBe(
      [
        '<?xml version="1.0"?>',
        '<eSocial>',
        '  <retorno>',
        '    <cdResposta>201</cdResposta>',
        '    <vazio/>',
        '    <b></b>',
        '  </retorno>',
        '</eSocial>',
      ].join('\n'),
    );
  });

  it('re-indents an already indented document and leaves other text alone', () => {
    // Assess
    expect(prettyXml('<a>\n    <b>1</b>\n</a>')).toBe('<a>\n  <b>1</b>\n</a>');
    expect(prettyXml('sem xml')).toBe('sem xml');
  });
});
