// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const html = (markup: string) => render(<RichText html={markup} className="x" />).container.querySelector('.x')!;

describe('RichText', () => {
  it('keeps simple formatting and text', () => {
    const el = html('<p><strong>Soft</strong> cotton, <em>hand-woven</em><br>in Tangail</p><ul><li>One</li></ul>');
    expect(el.innerHTML).toBe('<p><strong>Soft</strong> cotton, <em>hand-woven</em><br>in Tangail</p><ul><li>One</li></ul>');
  });

  it('carries no attribute, handler or URL through, and unwraps links to their text', () => {
    const el = html(
      '<p style="position:fixed" onclick="x()" class="evil">a<a href="javascript:alert(1)">link</a><a href="https://evil.example">b</a></p><span onmouseover="x()">c</span>',
    );
    expect(el.innerHTML).toBe('<p>alinkb</p><span>c</span>');
  });

  it('drops script, style, images, frames and svg with what is inside', () => {
    const el = html(
      '<script>alert(1)</script><style>*{}</style><img src=x onerror=alert(1)><iframe srcdoc="<script>alert(1)</script>"></iframe><svg><script>alert(1)</script><a xlink:href="javascript:x">s</a></svg><math><mi>m</mi></math>ok',
    );
    expect(el.innerHTML).toBe('ok');
  });

  it('survives broken and deeply nested markup', () => {
    expect(html('<p><b>open <i>never closed').textContent).toBe('open never closed');
    expect(html('<div>'.repeat(200) + 'deep').innerHTML).not.toContain('deep');
    expect(html('').innerHTML).toBe('');
  });
});
