import { storageImage } from '../../shared/text/format/image';
import type { FlashCampaign } from '../../shared/net/http/routes/flash-deals';

/**
 * The description as text: the whole tile is one link, and server HTML could put a
 * link inside it. DOMParser's inert document runs no script and loads no image.
 */
function textOf(html: string | null | undefined): string {
  if (!html) return '';
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The banner tile linking to the campaign's page. */
export function CampaignTile({ campaign }: { campaign: FlashCampaign }) {
  // JSON quoting makes any path a safe CSS string.
  const background = `url(${JSON.stringify(storageImage(campaign.image))})`;
  return (
    <a
      className="sf-flash-deals__campaign"
      href={`/campaign-details/${encodeURIComponent(campaign.slug ?? '')}`}
      style={{ backgroundImage: background }}
    >
      <span className="sf-flash-deals__campaign-text">
        <span className="sf-flash-deals__campaign-title">{campaign.title}</span>
        <span className="sf-flash-deals__campaign-description">{textOf(campaign.short_description)}</span>
      </span>
    </a>
  );
}
