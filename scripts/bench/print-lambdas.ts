import { BUNDLE_GOAL } from '#infra/lib/function-bundle.ts';
import { DYNAMODB_FLOOR, type LambdaFigures } from './bench-lambdas.ts';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * The Lambda table: each function against issue 33's goal, computed from the DynamoDB client's floor
 * of the same run (ADR 0105): its cold start above a bare Node as a multiple of the floor's, its size
 * against the floor's plus 300 KiB. Each library only some of a function's routes import
 * (`ROUTE_LIBRARIES`) is named on a line of its own, with the function's size without it: the size
 * goal does not apply to a function over it only by such a library.
 */
export function printLambdas(lambdas: LambdaFigures[]) {
  const floor = lambdas.find((f) => f.name === DYNAMODB_FLOOR);
  if (!floor) throw new Error(`no ${DYNAMODB_FLOOR} row`);
  const bare = floor.bareNodeMs;
  const floorAbove = floor.coldStartMs - bare;
  const goalMs = BUNDLE_GOAL.coldAboveBareTimesFloor * floorAbove;
  const goalKiB = floor.minifiedKiB + BUNDLE_GOAL.minifiedKiBAboveFloor;
  const floorCpuAbove = floor.coldStartCpuMs - floor.bareNodeCpuMs;
  console.log(
    `Lambda bundles (the CDK recipe: esbuild, ESM, minified, AWS SDK bundled; ADRs 0038, 0105). Cold start = a fresh Node importing the bundle, median of 7, against a bare \`node -e ''\` of ${round(bare)} ms in the same run. Goal (issue 33), from '${DYNAMODB_FLOOR}' in this run (${round(floor.minifiedKiB)} KiB, ${round(floorAbove)} ms above bare): cold start above bare <= ${BUNDLE_GOAL.coldAboveBareTimesFloor} x the floor's (${round(goalMs)} ms), bundle <= the floor + ${BUNDLE_GOAL.minifiedKiBAboveFloor} KiB (${round(goalKiB)} KiB minified). The 'floor: ...' rows are no function: what a function carries before its own code, measured the same way. CPU columns: the same processes' CPU time (user + system), steadier than wall time on a busy machine (bare Node ${round(floor.bareNodeCpuMs)} ms)`,
  );
  const exceptions: string[] = [];
  console.table(
    lambdas.map((f) => {
      const above = f.coldStartMs - bare;
      const ratio = above / floorAbove;
      const libraries = f.routeLibraries.filter((library) => library.minifiedKiB > 0);
      const withoutLibraries =
        f.minifiedKiB - libraries.reduce((sum, { minifiedKiB }) => sum + minifiedKiB, 0);
      const sizeMet = f.minifiedKiB <= goalKiB;
      const sizeExempt = !sizeMet && libraries.length > 0 && withoutLibraries <= goalKiB;
      for (const { library, routes, minifiedKiB } of libraries)
        exceptions.push(
          `${f.name} carries ${library} (${round(minifiedKiB)} KiB) for ${routes.join(', ')}: ${
            sizeMet
              ? 'within the size goal with it'
              : sizeExempt
                ? 'size goal not applicable'
                : 'over the size goal without it too'
          } (${round(withoutLibraries)} KiB without it)`,
        );
      const floorRow = f.name.startsWith('floor:');
      return {
        function: f.name,
        'minified KiB': round(f.minifiedKiB),
        'gzip KiB': round(f.gzipKiB),
        'budget KiB (test)': f.budget ? `${f.budget.minifiedKiB} / ${f.budget.gzipKiB}` : '-',
        'cold start ms': round(f.coldStartMs),
        'above bare ms': round(above),
        'x floor': round(ratio, 2),
        'CPU above bare ms': round(f.coldStartCpuMs - f.bareNodeCpuMs),
        'x floor (CPU)': round((f.coldStartCpuMs - f.bareNodeCpuMs) / floorCpuAbove, 2),
        'size goal': floorRow ? '-' : sizeMet ? 'met' : sizeExempt ? 'n/a (library)' : 'missed',
        'cold goal': floorRow ? '-' : above <= goalMs ? 'met' : 'missed',
      };
    }),
  );
  for (const line of exceptions) console.log(line);
}
