import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s from its id', (link, src) => {
    expect(videoEmbed(link)?.src).toBe(src);
  });

  it.each([
    null,
    '',
    'javascript:alert(1)',
    'javascript://youtube.com/watch?v=dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="alert(1)',
    'https://www.youtube.com/watch?v=../../evil',
    'https://vimeo.com/abc',
    'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(videoEmbed(link)).toBeNull();
  });
});
