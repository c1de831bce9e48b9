// The phone's first screen on every fixture product page, part 3 of 3 (./first-screen-kit.ts says what is checked).
import { products } from '../../fixtures/server/seed/products';
import { shard } from '../../fixtures/quality/shard';
import { defineFirstScreen } from './first-screen-kit';

defineFirstScreen(shard(products, 3, 3));
