import {
  emailTemplate,
  emailTemplateInput,
  emailTemplateList,
  emailTemplateParams,
  emailTemplateTestSent,
} from '../contracts/email-templates.ts';
import { defineRoute } from '../route-types.ts';

/** The artist's wording of their clients' emails (issue 13, item 5, `/app/settings/email-templates`). */
export const emailTemplateRoutes = {
  listMyEmailTemplates: defineRoute({
    method: 'GET',
    path: '/me/email-templates',
    auth: 'artist',
    group: 'profile',
    handler: 'functions/http/profile/list-my-email-templates.ts',
    contract: { response: emailTemplateList },
  }),
  updateMyEmailTemplate: defineRoute({
    method: 'PUT',
    path: '/me/email-templates/{kind}/{locale}',
    auth: 'artist',
    group: 'profile',
    handler: 'functions/http/profile/update-my-email-template.ts',
    contract: { params: emailTemplateParams, body: emailTemplateInput, response: emailTemplate },
  }),
  resetMyEmailTemplate: defineRoute({
    method: 'DELETE',
    path: '/me/email-templates/{kind}/{locale}',
    auth: 'artist',
    group: 'profile',
    handler: 'functions/http/profile/reset-my-email-template.ts',
    contract: { params: emailTemplateParams, response: emailTemplate },
  }),
  sendMyEmailTemplateTest: defineRoute({
    method: 'POST',
    path: '/me/email-templates/{kind}/{locale}/test',
    auth: 'artist',
    group: 'profile',
    handler: 'functions/http/profile/send-my-email-template-test.ts',
    contract: { params: emailTemplateParams, body: emailTemplateInput, response: emailTemplateTestSent },
    status: 202,
  }),
} as const;
