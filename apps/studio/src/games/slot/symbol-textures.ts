import { CanvasSource, Texture } from 'pixi.js';

/** Pixels a symbol is drawn at: a 150 px cell on a 2× screen still scales down, never up. */
const TEXTURE_PX = 288;
/** How far the spinning blur smears a symbol, in texture pixels. */
const BLUR_SPREAD = 30;
const BLUR_STEPS = 9;

export type SymbolTextures = { readonly sharp: Texture; readonly blurred: Texture };

async function rasterise(svg: string): Promise<HTMLCanvasElement> {
  const image = new Image(TEXTURE_PX, TEXTURE_PX);
  // A data URL: the site's image policy allows it, and the art never leaves the page.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = TEXTURE_PX;
  canvas.height = TEXTURE_PX;
  canvas.getContext('2d')?.drawImage(image, 0, 0, TEXTURE_PX, TEXTURE_PX);
  return canvas;
}

/** The symbol smeared along the reel: the same drawing stacked faintly above and below itself. */
function motionBlur(sharp: HTMLCanvasElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = TEXTURE_PX;
  canvas.height = TEXTURE_PX;
  const context = canvas.getContext('2d');
  if (!context) return sharp;
  context.globalAlpha = 1 / 3;
  for (let step = 0; step < BLUR_STEPS; step += 1) {
    const offset = (step / (BLUR_STEPS - 1) - 0.5) * BLUR_SPREAD;
    context.drawImage(sharp, 0, offset, TEXTURE_PX, TEXTURE_PX);
  }
  return canvas;
}

const textureOf = (canvas: HTMLCanvasElement) =>
  new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });

/** Every symbol's texture, sharp for the reels at rest and blurred for the reels in motion. */
export async function symbolTextures(svgs: ReadonlyMap<string, string>): Promise<Map<string, SymbolTextures>> {
  const entries = await Promise.all(
    [...svgs].map(async ([symbol, svg]) => {
      const sharp = await rasterise(svg);
      return [symbol, { sharp: textureOf(sharp), blurred: textureOf(motionBlur(sharp)) }] as const;
    }),
  );
  return new Map(entries);
}
