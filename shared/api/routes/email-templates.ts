import {
  emailTemplate,
  emailTemplateInput,
  emailTemplateList,
  emailTemplateParams,
  emailTemplateTestSent,
} from '#shared/api/contracts/email-templates.ts';
import * as endpoints from '#shared/api/endpoints/email-templates.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's wording of their clients' emails (issue 13, item 5, `/app/settings/email-templates`). */
export const emailTemplateRoutes = defineRoutes(endpoints, {
  listMyEmailTemplates: {
    handler: 'functions/http/profile/list-my-email-templates.ts',
    contract: { response: emailTemplateList },
  },
  updateMyEmailTemplate: {
    handler: 'functions/http/profile/update-my-email-template.ts',
    contract: { params: emailTemplateParams, body: emailTemplateInput, response: emailTemplate },
  },
  resetMyEmailTemplate: {
    handler: 'functions/http/profile/reset-my-email-template.ts',
    contract: { params: emailTemplateParams, response: emailTemplate },
  },
  sendMyEmailTemplateTest: {
    handler: 'functions/http/profile/send-my-email-template-test.ts',
    contract: { params: emailTemplateParams, body: emailTemplateInput, response: emailTemplateTestSent },
    status: 202,
  },
});
