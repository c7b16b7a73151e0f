import {
  dataExport,
  imageParams,
  imageState,
  imageUpload,
  imageUploadRequest,
} from '#shared/api/contracts/images.ts';
import * as endpoints from '#shared/api/endpoints/images.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * Images: the artist announces an upload and gets a presigned POST, the browser sends the file
 * straight to S3, then polls the image until the processor made it ready or refused it. Their own
 * group (`media`): the only API function allowed to sign uploads into the media bucket.
 */
export const imageRoutes = defineRoutes(endpoints, {
  createImageUpload: {
    handler: 'functions/http/media/create-image-upload.ts',
    contract: { body: imageUploadRequest, response: imageUpload },
    status: 201,
  },
  getMyImage: {
    handler: 'functions/http/media/get-my-image.ts',
    contract: { params: imageParams, response: imageState },
  },
  /**
   * The artist's data as one archive (profile, portfolio with its images, requests, bookings,
   * clients, messages), in the media group: it reads the images and signs the download.
   */
  exportMyData: {
    handler: 'functions/http/media/export-my-data.ts',
    contract: { response: dataExport },
    // A suspended artist keeps their data: the export is theirs (ADR 0070).
    allowedWhileSuspended: true,
  },
});
