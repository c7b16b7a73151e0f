import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { repoPath } from '#infra/lib/paths.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { SITE_PAGES } from '#shared/domain/site-pages.ts';
import { robotsTxt } from '#shared/domain/sitemap.ts';

const WEB_DIST = 'web/dist';

/** The SPA build, if there is one: synth works before `npm run build:web`. */
export function webBuild() {
  const dir = repoPath(WEB_DIST);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return undefined;
  // The SPA's two HTML entries (ADR 0023) and the prerendered pages (ADR 0034) name every hashed
  // bundle between them.
  const hash = createHash('sha256');
  for (const entry of [
    index,
    join(dir, 'artist-page.html'),
    ...Object.values(SITE_PAGES).map((file) => join(dir, file)),
  ]) {
    if (existsSync(entry)) hash.update(readFileSync(entry));
  }
  return {
    dir,
    hasAssets: existsSync(join(dir, 'assets')),
    /** Changes exactly when the build does. */
    buildId: hash.digest('hex').slice(0, 12),
  };
}

export interface SiteDeploymentProps {
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  runtimeConfig: RuntimeConfig;
  /** The site's address: `robots.txt` names its sitemap with it. */
  appUrl: string;
}

/**
 * Uploads the SPA, its `config.json` and `robots.txt`. Hashed bundles (`assets/`) are immutable; everything else
 * (index.html, artist-page.html, the prerendered pages, config.json, public files) is revalidated on every load and
 * invalidated on deploy.
 */
export class SiteDeployment extends Construct {
  readonly deployments: deploy.BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const build = webBuild();
    let assets: deploy.BucketDeployment | undefined;
    if (build?.hasAssets) {
      assets = new deploy.BucketDeployment(this, 'Assets', {
        sources: [deploy.Source.asset(join(build.dir, 'assets'))],
        destinationBucket: props.bucket,
        destinationKeyPrefix: 'assets/',
        prune: true,
        memoryLimit: 512,
        cacheControl: [deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      });
      this.deployments.push(assets);
    }
    const entry = new deploy.BucketDeployment(this, 'Entry', {
      sources: [
        ...(build ? [deploy.Source.asset(build.dir, { exclude: ['assets', 'assets/**'] })] : []),
        deploy.Source.jsonData('config.json', props.runtimeConfig),
        deploy.Source.data('robots.txt', robotsTxt(props.appUrl)),
      ],
      destinationBucket: props.bucket,
      prune: false,
      memoryLimit: 512,
      cacheControl: [deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // The HTML entries must never name a bundle that is not there yet.
    if (assets) entry.node.addDependency(assets);
    this.deployments.push(entry);
  }
}
