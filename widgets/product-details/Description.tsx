import { SafeHtml } from '../../shared/ui/SafeHtml';
import { t } from './messages';
import { videoEmbed } from './video';

/** The Description tab: the sanitised HTML description and, for YouTube or Vimeo links only, the video. */
export function Description({ html, videoLink, name }: { html: string | null | undefined; videoLink: string | null | undefined; name: string }) {
  const video = videoEmbed(videoLink);
  return (
    <div className="sf-product-description">
      <SafeHtml html={html} className="sf-product-description__html" />
      {video && (
        <div className="sf-product-description__video">
          <iframe
            src={video.src}
            title={t('video', { name, provider: video.provider })}
            width={560}
            height={315}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allowFullScreen
          />
        </div>
      )}
    </div>
  );
}
