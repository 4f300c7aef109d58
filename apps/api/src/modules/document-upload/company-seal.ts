import { DEFAULT_BOX_SIZES, type CompanySeal } from '@esign/contract';
import { pngDataUrl, sealImage } from '../../files';

const seals = new Map<string, CompanySeal>();

/**
 * The company seal placed on drafts (spec §3 "Uploaded document" seal): the generated seal image
 * with the configured company name, at the default seal box size. Drawn once per name.
 */
export function companySeal(companyName: string): CompanySeal {
  let seal = seals.get(companyName);
  if (!seal) {
    seal = {
      image: { url: pngDataUrl(sealImage({ companyName })) },
      width: DEFAULT_BOX_SIZES.seal.width,
      height: DEFAULT_BOX_SIZES.seal.height,
    };
    seals.set(companyName, seal);
  }
  return seal;
}
