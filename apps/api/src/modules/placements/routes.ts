import {
  addEmateraiTemporer as addEmateraiTemporerEndpoint,
  deleteSignerPlacement as deleteSignerPlacementEndpoint,
  discardSeal as discardSealEndpoint,
  getEmateraiTemporer as getEmateraiTemporerEndpoint,
  placeSigner as placeSignerEndpoint,
  resetEmateraiTemporer as resetEmateraiTemporerEndpoint,
  setSeal as setSealEndpoint,
  subEmateraiTemporer as subEmateraiTemporerEndpoint,
  updateSeal as updateSealEndpoint,
} from '@esign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Principal } from '../../http/principal';
import { registerEndpoint } from '../../http/register-endpoint';
import { addEmateraiTemporer } from './add-ematerai-temporer';
import { deleteSignerPlacement } from './delete-signer-placement';
import { discardSeal } from './discard-seal';
import { getEmateraiTemporer } from './get-ematerai-temporer';
import { placeSigner } from './place-signer';
import type { BoxActor } from './record-box-change';
import { resetEmateraiTemporer } from './reset-ematerai-temporer';
import { setSeal } from './set-seal';
import { subEmateraiTemporer } from './sub-ematerai-temporer';
import { updateSeal } from './update-seal';

const actorOf = (principal: Principal, request: FastifyRequest): BoxActor => ({
  userId: principal.userId,
  ip: request.ip,
});

/**
 * Upload and placement, the boxes on a draft (spec §7 "Document upload": signer, e-seal and
 * e-meterai/temporer): signature and e-meterai boxes, company seal boxes, and the stamps they hold.
 */
export function registerPlacementRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, placeSignerEndpoint, async ({ principal, params, body, request }) => {
    request.logReferenceId = params.id;
    return {
      data: { placement: await placeSigner(ctx, actorOf(principal, request), params.id, body) },
    };
  });

  registerEndpoint(
    app,
    deleteSignerPlacementEndpoint,
    async ({ principal, params, query, request }) => {
      request.logReferenceId = await deleteSignerPlacement(
        ctx,
        actorOf(principal, request),
        params.id,
        query,
      );
      return { data: { message: 'Placement removed' } };
    },
  );

  registerEndpoint(app, setSealEndpoint, async ({ principal, params, body, request }) => {
    request.logReferenceId = params.id;
    return { data: { seal: await setSeal(ctx, actorOf(principal, request), params.id, body) } };
  });

  registerEndpoint(app, updateSealEndpoint, async ({ principal, params, body, request }) => {
    const seal = await updateSeal(ctx, actorOf(principal, request), params.id, body);
    request.logReferenceId = seal.reference_number;
    return { data: { seal } };
  });

  registerEndpoint(app, discardSealEndpoint, async ({ principal, params, request }) => {
    request.logReferenceId = await discardSeal(ctx, actorOf(principal, request), params.id);
    return { data: { message: 'Seal removed' } };
  });

  registerEndpoint(app, getEmateraiTemporerEndpoint, async ({ principal }) => ({
    data: await getEmateraiTemporer(ctx.db, principal.userId),
  }));

  registerEndpoint(
    app,
    addEmateraiTemporerEndpoint,
    async ({ principal, params, body, request }) => {
      request.logReferenceId = params.id;
      return {
        data: await addEmateraiTemporer(ctx, actorOf(principal, request), params.id, body),
      };
    },
  );

  registerEndpoint(
    app,
    subEmateraiTemporerEndpoint,
    async ({ principal, params, body, request }) => {
      request.logReferenceId = params.id;
      return {
        data: await subEmateraiTemporer(
          ctx,
          actorOf(principal, request),
          params.id,
          body.placement_id,
        ),
      };
    },
  );

  registerEndpoint(app, resetEmateraiTemporerEndpoint, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    return { data: await resetEmateraiTemporer(ctx, actorOf(principal, request), params.id) };
  });
}
