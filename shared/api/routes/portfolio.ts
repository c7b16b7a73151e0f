import {
  deletedFlash,
  deletedWork,
  flashInput,
  flashParams,
  myFlash,
  myFlashList,
  myWork,
  myWorkList,
  workInput,
  workParams,
} from '#shared/api/contracts/portfolio.ts';
import * as endpoints from '#shared/api/endpoints/portfolio.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * The artist's flashes and realisations (works), in one Lambda (`portfolio`). Every route needs an
 * active plan (`requireActivePlan`, ADR 0013) and sees only the caller's own items.
 */
export const portfolioRoutes = defineRoutes(endpoints, {
  listMyFlashes: {
    handler: 'functions/http/portfolio/list-my-flashes.ts',
    contract: { response: myFlashList },
  },
  createFlash: {
    handler: 'functions/http/portfolio/create-flash.ts',
    contract: { body: flashInput, response: myFlash },
    status: 201,
  },
  getMyFlash: {
    handler: 'functions/http/portfolio/get-my-flash.ts',
    contract: { params: flashParams, response: myFlash },
  },
  updateFlash: {
    handler: 'functions/http/portfolio/update-flash.ts',
    contract: { params: flashParams, body: flashInput, response: myFlash },
  },
  deleteFlash: {
    handler: 'functions/http/portfolio/delete-flash.ts',
    contract: { params: flashParams, response: deletedFlash },
  },
  listMyWorks: {
    handler: 'functions/http/portfolio/list-my-works.ts',
    contract: { response: myWorkList },
  },
  createWork: {
    handler: 'functions/http/portfolio/create-work.ts',
    contract: { body: workInput, response: myWork },
    status: 201,
  },
  getMyWork: {
    handler: 'functions/http/portfolio/get-my-work.ts',
    contract: { params: workParams, response: myWork },
  },
  updateWork: {
    handler: 'functions/http/portfolio/update-work.ts',
    contract: { params: workParams, body: workInput, response: myWork },
  },
  deleteWork: {
    handler: 'functions/http/portfolio/delete-work.ts',
    contract: { params: workParams, response: deletedWork },
  },
});
