/**
 * Promoting a pin (§2 /idea-ads-tool, /advertiser/quick-promote): Create PinPromotionResource
 * (ours: the spec names the tools and, in §7, LocalesResource and CountriesResource for the
 * targeting, not the call). The viewer promotes one of their pins — one they created or saved —
 * and from then on it is a promoted pin (§3 isPromoted, promoter = the viewer, pinPromotionId,
 * campaignId, advertiserId, adTargetingAttribution) for everyone, so its card and closeup say
 * "Promoted by {name}" (§5 sponsored text).
 */
import { type Pinner, promotionAttribution } from '@tessera/model';
import { pinView } from '../context.ts';
import { badRequest, forbidden, notFound } from '../resourceHttp.ts';
import { type ResourceRoute, route } from '../route.ts';
import { COUNTRIES, LOCALES } from './people.ts';

/** The names of `codes` in `known`, or a 400 naming `field` and the first unknown code. */
function namesOf(
  field: string,
  codes: readonly string[],
  known: ReadonlyArray<{ code: string; name: string }>,
): string[] {
  return codes.map((code) => {
    const found = known.find((k) => k.code === code);
    if (!found)
      throw badRequest(`Invalid options for PinPromotionResource/create: ${field}: unknown ${code}`);
    return found.name;
  });
}

export function promoteRoutes(): ResourceRoute[] {
  return [
    route('PinPromotionResource/create', (ctx, options) => {
      const user = ctx.requireUser('promote Pins');
      const { state } = ctx.db;
      const pin = state.pins[options.pin_id];
      if (!pin || state.deletedPins[options.pin_id]) throw notFound(`Pin not found: ${options.pin_id}`);
      const own = pin.pinner?.id === user.id || ctx.db.savesOf(user.id)[pin.id] !== undefined;
      if (!own) throw forbidden('You can only promote your own Pins (created or saved).');
      const languages = namesOf('locales', options.locales ?? [], LOCALES);
      const countries = namesOf('countries', options.countries, COUNTRIES);
      const promoter: Pinner = {
        id: user.id,
        username: user.username,
        fullName: user.full_name ?? user.username,
        ...(user.image_medium_url ? { imageMediumUrl: user.image_medium_url } : {}),
      };
      pin.isPromoted = true;
      pin.promoter = promoter;
      pin.advertiserId = user.id;
      pin.campaignId = ctx.db.newId();
      pin.pinPromotionId = ctx.db.newId();
      pin.adTargetingAttribution = promotionAttribution({
        languages,
        countries,
        interests: options.interests ?? [],
        ageBuckets: options.age_buckets ?? [],
        genders: options.genders ?? [],
      });
      return { data: pinView(ctx, pin.id) };
    }),
  ];
}
