export interface CampaignDiscount {
  discount_type?: string | null | undefined;
  discount?: number | null | undefined;
}

/** SPEC §4: 'Percentage' takes that percent off; anything else takes a fixed amount. Never below 0. */
export function campaignPrice(price: number, campaign: CampaignDiscount): number {
  const discount = Number(campaign.discount ?? 0);
  if (!Number.isFinite(discount) || discount <= 0) return price;
  const off = campaign.discount_type === 'Percentage' ? (price * discount) / 100 : discount;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}
