// @vitest-environment jsdom
// DOMPurify is only trusted on a real DOM implementation (see DOMPurify's README): jsdom here.
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Product } from '../../shared/page/schemas/product';
import { freshPage } from '../../shared/testing/page';
import { CampaignTile } from './CampaignTile';
import { timeLeft } from './time-left';
import { TopDealCard } from './TopDealCard';

describe('flash-deals server HTML', () => {
  beforeEach(() => freshPage());

  it('sanitises a top deal short description and keeps its formatting', () => {
    const product = v.parse(Product, {
      id: 1,
      name: 'Deal',
      price: 100,
      short_description: '<p><strong>Soft</strong> cotton<img src=x onerror="window.hacked=1"><script>window.hacked=1</script></p>',
    });
    const { container } = render(<TopDealCard product={product} left={timeLeft(1, 0)} />);
    const description = container.querySelector('.sf-top-deal__description')!;
    expect(description.querySelector('strong')?.textContent).toBe('Soft');
    expect(description.querySelector('script')).toBeNull();
    expect(description.innerHTML).not.toContain('onerror');
  });

  it('shows the campaign description as text inside its one link', () => {
    const { container } = render(
      <CampaignTile campaign={{ slug: 'x', title: 'T', image: null, short_description: '<a href="javascript:alert(1)">go</a> <em>now</em>' }} />,
    );
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.textContent).toContain('go now');
  });
});
