import { Youtube } from '@tiptap/extension-youtube';

const ID = /^[\w-]{6,20}$/;

/**
 * The video ID in a YouTube address (watch, youtu.be, embed, shorts or live links), or null.
 * Only youtube.com, youtu.be and youtube-nocookie.com over https count.
 */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && ID.test(id) ? id : null;
}

export const nocookieEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/**
 * YouTube embeds in exactly the shape the sanitiser keeps: a `data-youtube-video` div around an
 * iframe from the privacy-friendly nocookie host with src, width, height and allowfullscreen.
 */
export const VideoEmbed = Youtube.extend({
  renderHTML({ HTMLAttributes }) {
    const id = youtubeVideoId(String(HTMLAttributes.src ?? ''));
    return [
      'div',
      { 'data-youtube-video': '' },
      [
        'iframe',
        {
          src: id ? nocookieEmbedUrl(id) : null,
          width: this.options.width,
          height: this.options.height,
          allowfullscreen: 'true',
        },
      ],
    ];
  },
}).configure({ nocookie: true, width: 640, height: 360, addPasteHandler: true, inline: false });
