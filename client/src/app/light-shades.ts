// The preset colours' light shades (tags' backgrounds and borders), as antd's own palettes have them.
import { presetPalettes } from '@ant-design/colors';

/**
 * `map` (antd's derived tokens) with each preset colour's shades 1 to 3 taken from antd's own palette.
 * theme.ts seeds the presets one shade darker, so that a tag's text (shade 7) is AA on its background
 * (shade 1); from those dark seeds antd derives muddy light shades (green 1: #adb8a5 where antd's is
 * #f6ffed). Shades 4 to 10, the text and solid fills, stay derived from the app's seeds.
 */
export function withLightShades<T extends object>(map: T): T {
  const shaded = { ...map } as Record<string, unknown>;
  for (const [name, palette] of Object.entries(presetPalettes))
    for (let shade = 1; shade <= 3; shade++)
      if (`${name}${shade}` in shaded) shaded[`${name}${shade}`] = shaded[`${name}-${shade}`] = palette[shade - 1];
  return shaded as T;
}
