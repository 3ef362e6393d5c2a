import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheLife } from 'next/cache';
import { ImageResponse } from 'next/og';
import { company } from '@/content/company';
import { SHARE_CARD_SIZE, type ShareCardText } from './share-cards';

const GOLD = '#e0a526';
const FONT = 'Plus Jakarta Sans';
/** Headings longer than this are set a size smaller, so they stay within three lines. */
const LONG_TITLE = 40;

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/**
 * The backdrop, logo and fonts every card is drawn with, read once per process. Paths are spelled
 * out whole in each call, so the build traces exactly these files into the server output. Satori
 * reads TTF, OTF and WOFF, not the WOFF2 the pages use: the same face from its static package.
 */
const readAssets = () =>
  Promise.all([
    readFile(path.join(process.cwd(), 'public/images/brand/og-backdrop.png')),
    readFile(path.join(process.cwd(), 'public/images/brand/logo-mark.svg')),
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff')),
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-500-normal.woff')),
  ]);
let assets: ReturnType<typeof readAssets> | null = null;
const cardAssets = () =>
  (assets ??= readAssets().catch((error: unknown) => {
    assets = null; // a failed read is tried again by the next card
    throw error;
  }));

/** A card as PNG bytes, drawn on its first request and then kept: its words change only with a deploy. */
export async function shareCardPng(card: ShareCardText): Promise<Uint8Array<ArrayBuffer>> {
  'use cache';
  cacheLife('max');
  return new Uint8Array(await (await renderShareCard(card)).arrayBuffer());
}

/**
 * Draws a page's share card: the brand's drawn backdrop (scripts/images, 'brand/og-backdrop.png')
 * with the logo, the page's kicker and heading in the site's display face, and the promise.
 */
async function renderShareCard({ eyebrow, title }: ShareCardText): Promise<ImageResponse> {
  const [backdrop, logo, bold, medium] = await cardAssets();
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', position: 'relative', fontFamily: FONT, color: 'white' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a browser */}
        <img src={dataUrl(backdrop, 'image/png')} width={SHARE_CARD_SIZE.width} height={SHARE_CARD_SIZE.height} alt="" style={{ position: 'absolute', top: 0, left: 0 }} />
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 40px 80px 96px', width: 980 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 22 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a browser */}
            <img src={dataUrl(logo, 'image/svg+xml')} width={76} height={76} alt="" style={{ borderRadius: 18 }} />
            <span style={{ fontSize: 44, fontWeight: 800, letterSpacing: -0.5 }}>{company.name}</span>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <span style={{ fontSize: 28, fontWeight: 800, color: GOLD, letterSpacing: 3, textTransform: 'uppercase' }}>{eyebrow}</span>
            <span style={{ fontSize: title.length > LONG_TITLE ? 62 : 72, fontWeight: 800, lineHeight: 1.12, marginTop: 18, letterSpacing: -1 }}>{title}</span>
          </div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
            <div style={{ width: 96, height: 8, borderRadius: 4, background: GOLD }} />
            <span style={{ fontSize: 30, fontWeight: 500, opacity: 0.92 }}>{company.tagline}</span>
          </div>
        </div>
      </div>
    ),
    {
      ...SHARE_CARD_SIZE,
      fonts: [
        { name: FONT, data: bold, weight: 800, style: 'normal' },
        { name: FONT, data: medium, weight: 500, style: 'normal' },
      ],
    },
  );
}
