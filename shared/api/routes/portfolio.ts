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
} from '../contracts/portfolio.ts';
import { defineRoute } from '../route-types.ts';

/**
 * The artist's flashes and realisations (works), in one Lambda (`portfolio`). Every route needs an
 * active plan (`requireActivePlan`, ADR 0013) and sees only the caller's own items.
 */
export const portfolioRoutes = {
  listMyFlashes: defineRoute({
    method: 'GET',
    path: '/me/flashes',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/list-my-flashes.ts',
    contract: { response: myFlashList },
  }),
  createFlash: defineRoute({
    method: 'POST',
    path: '/me/flashes',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/create-flash.ts',
    contract: { body: flashInput, response: myFlash },
    status: 201,
  }),
  getMyFlash: defineRoute({
    method: 'GET',
    path: '/me/flashes/{flashId}',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/get-my-flash.ts',
    contract: { params: flashParams, response: myFlash },
  }),
  updateFlash: defineRoute({
    method: 'PUT',
    path: '/me/flashes/{flashId}',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/update-flash.ts',
    contract: { params: flashParams, body: flashInput, response: myFlash },
  }),
  deleteFlash: defineRoute({
    method: 'DELETE',
    path: '/me/flashes/{flashId}',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/delete-flash.ts',
    contract: { params: flashParams, response: deletedFlash },
  }),
  listMyWorks: defineRoute({
    method: 'GET',
    path: '/me/works',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/list-my-works.ts',
    contract: { response: myWorkList },
  }),
  createWork: defineRoute({
    method: 'POST',
    path: '/me/works',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/create-work.ts',
    contract: { body: workInput, response: myWork },
    status: 201,
  }),
  getMyWork: defineRoute({
    method: 'GET',
    path: '/me/works/{workId}',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/get-my-work.ts',
    contract: { params: workParams, response: myWork },
  }),
  updateWork: defineRoute({
    method: 'PUT',
    path: '/me/works/{workId}',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/update-work.ts',
    contract: { params: workParams, body: workInput, response: myWork },
  }),
  deleteWork: defineRoute({
    method: 'DELETE',
    path: '/me/works/{workId}',
    auth: 'artist',
    group: 'portfolio',
    handler: 'functions/http/portfolio/delete-work.ts',
    contract: { params: workParams, response: deletedWork },
  }),
} as const;
