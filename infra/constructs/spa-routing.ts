/**
 * The CloudFront Function (cloudfront-js-2.0, viewer request) of the SPA's default behaviour: a
 * path that is not a static file is an SPA route and gets `/index.html`. It runs on the default
 * behaviour only, so `/api/*` and `/media/*` keep their own answers (an API 404 stays a 404).
 * A pseudo may contain dots (`/john.doe`), so only known static extensions count as files.
 */
export const SPA_ROUTING_CODE = `var STATIC_FILE = /\\.(?:js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|webmanifest|wasm)$/i;
function handler(event) {
  var request = event.request;
  if (!STATIC_FILE.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
