import { describe, expect, it } from 'vitest';
import { format, parse } from './icu';
import { argumentsOf } from './overrides';

const say = (source: string, values: Record<string, string | number> = {}, locale = 'en-US') => format(parse(source), values, locale);

describe('the ICU subset', () => {
  it('keeps plain text and puts values in', () => {
    expect(say('Add To Cart')).toBe('Add To Cart');
    expect(say('Remove {name} from the cart', { name: 'Shirt' })).toBe('Remove Shirt from the cart');
  });

  it('chooses plural forms by the locale rules, exact matches first, # in the locale digits', () => {
    const items = '{count, plural, =0 {No items} one {# item} other {# items}}';
    expect(say(items, { count: 0 })).toBe('No items');
    expect(say(items, { count: 1 })).toBe('1 item');
    expect(say(items, { count: 1250 })).toBe('1,250 items');
    expect(say('{count, plural, other {#টি পণ্য}}', { count: 1250 }, 'bn-BD')).toBe('১,২৫০টি পণ্য');
    expect(say('{count, plural, other {#টি পণ্য}}', { count: 3 }, 'bn-BD-u-nu-latn')).toBe('3টি পণ্য');
  });

  it('formats plain numbers in the locale and selects by value', () => {
    expect(say('Page {page}', { page: 12 }, 'bn-BD')).toBe('Page ১২');
    expect(say('{n, number}', { n: 123456 }, 'en-IN')).toBe('1,23,456');
    const who = '{kind, select, guest {Log in} other {Welcome}}';
    expect(say(who, { kind: 'guest' })).toBe('Log in');
    expect(say(who, { kind: 'customer' })).toBe('Welcome');
  });

  it('reads apostrophes as ICU does: literal in words, quoting before a brace', () => {
    expect(say("Don't miss {name}'s deals", { name: 'Rahim' })).toBe("Don't miss Rahim's deals");
    expect(say("Use '{braces}' and ''quotes''")).toBe("Use {braces} and 'quotes'");
  });

  it('lists the arguments a message reads, inside choices too', () => {
    expect([...argumentsOf(parse('{a} {n, plural, one {# {b}} other {{c}}}'))].sort()).toEqual(['a', 'b', 'c', 'n']);
  });

  it('refuses broken messages with a SyntaxError', () => {
    for (const broken of ['{name', 'oops }', '{n, plural, one {x}}', '{n, currency}', '{n, plural, other {x}']) {
      expect(() => parse(broken), broken).toThrow(SyntaxError);
    }
  });
});
