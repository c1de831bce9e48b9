import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('wishlist', {
  /** The link's text is `{link}`'s part of the sentence: "Log in to see your wishlist." */
  loginPrompt: '{link} to see your wishlist.',
  logIn: 'Log in',
  loading: 'Loading your Wishlist....',
  loadFailed: 'Your wishlist could not be loaded.',
  tryAgain: 'Try again',
  empty: 'Your Wishlist is Empty!',
  caption: 'Wishlist',
  product: 'Product',
  price: 'Price',
  actions: 'Actions',
  addToCart: 'Add To Cart',
  selectOptions: 'Select Options',
  remove: 'Remove',
  removed: 'Item Successfully Removed From Wishlist',
  removeFailed: 'An error occurred while removing the item from your cart.',
});
