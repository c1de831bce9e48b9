import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('flash-deals', {
  title: 'Flash Deals',
  subtitle: 'Special products in this month',
  noTopDeals: 'No flash deals right now.',
  topDeals: 'Top Deals',
  moreDeals: 'More Deals',
  noMoreDeals: 'No more deals right now.',
  ended: 'This deal has ended',
  /** The countdown's spoken name, to the minute. */
  endsIn:
    'Deal ends in {days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}}, {minutes, plural, one {# minute} other {# minutes}}',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
});
