/** A neutral built-in image (CONTRACT §1 placeholderImage default), inline so it never 404s. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23eceff3'/%3E%3Cpath d='M1 2.2l.7-.8.5.5.6-.7.7 1z' fill='%23c5ccd6'/%3E%3C/svg%3E";
