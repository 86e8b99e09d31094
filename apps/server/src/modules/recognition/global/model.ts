// The convolutional network behind the global descriptor: MobileNetV2-1.4 ("mid"), ImageNet-trained,
// 8-bit quantized, as shipped inside the nsfwjs package (its weights are base64 strings in CommonJS
// modules). Runs on tfjs's WebAssembly backend, which reads its .wasm files from node_modules on disk.
// Nothing here touches the network. See docs/decisions/0014-recognition-global-descriptor.md.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Tf from '@tensorflow/tfjs-core';
import type { GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';

/** The side of the square the network sees. */
export const inputSide = 224;

/** The layers whose activations make the descriptor, by the end of their node names. */
export const descriptorLayers = ['expanded_conv_12/add', 'expanded_conv_15/add', 'Conv_1/Relu6'] as const;

const require = createRequire(import.meta.url);

interface ModelJson {
  modelTopology: { node: { name: string }[] };
  weightsManifest: { paths: string[]; weights: Tf.io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
}

/**
 * The folder of nsfwjs's model modules. Its `exports` map does not list them, so it is found from the
 * package's CommonJS entry (dist/cjs/index.js), which works from the sources and from the bundle alike
 * (nsfwjs stays an external dependency there).
 */
function modelFolder(name: string): string {
  return join(dirname(require.resolve('nsfwjs')), '..', 'models', name);
}

type Tfjs = typeof Tf & { loadGraphModel: typeof loadGraphModel };

/**
 * tfjs with its wasm backend, its binaries read from the installed package (SIMD; no threads under
 * Node). Imported on first use: its 2.9 MB of modules cost about half a second of CPU to load, which
 * every process that never reads a photo (a server without recognition warming, each test file) saved.
 */
let tfjsReady: Promise<Tfjs> | undefined;
function useWasmBackend(): Promise<Tfjs> {
  tfjsReady ??= (async () => {
    const [tf, converter, wasm] = await Promise.all([
      import('@tensorflow/tfjs-core'),
      import('@tensorflow/tfjs-converter'),
      import('@tensorflow/tfjs-backend-wasm'),
    ]);
    const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/');
    wasm.setWasmPaths(wasmDir);
    if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs wasm backend could not start');
    await tf.ready();
    return { ...tf, loadGraphModel: converter.loadGraphModel };
  })();
  return tfjsReady;
}

/** The model's graph and weights, read from the package: no network, no files of our own. */
function readModelArtifacts(name: string): Tf.io.ModelArtifacts {
  const folder = modelFolder(name);
  const json = require(join(folder, 'model.min.js')) as ModelJson;
  const manifest = json.weightsManifest;
  const shards = manifest.flatMap((group) =>
    group.paths.map((path) => Buffer.from(require(join(folder, `${path}.min.js`)) as string, 'base64')),
  );
  const weightData = new Uint8Array(Buffer.concat(shards)).buffer;
  return {
    modelTopology: json.modelTopology,
    weightSpecs: manifest.flatMap((group) => group.weights),
    weightData,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
  };
}

/** One photo's activations at the descriptor layers: [height, width, channels] each, row-major. */
export interface FeatureMap {
  data: Float32Array;
  height: number;
  width: number;
  channels: number;
}

export interface DescriptorNetwork {
  /** Activations for a 224×224 RGB photo (bytes, 3 per pixel), one map per descriptor layer. */
  features(rgb: Uint8Array): Promise<FeatureMap[]>;
  dispose(): void;
}

export async function loadDescriptorNetwork(name = 'mobilenet_v2_mid'): Promise<DescriptorNetwork> {
  const tf = await useWasmBackend();
  const artifacts = readModelArtifacts(name);
  const model: GraphModel = await tf.loadGraphModel(tf.io.fromMemory(artifacts));
  const nodeNames = artifacts.modelTopology as ModelJson['modelTopology'];
  const outputs = descriptorLayers.map((layer) => {
    const node = nodeNames.node.find((candidate) => candidate.name.endsWith(`/${layer}`));
    if (!node) throw new Error(`the model ${name} has no layer ${layer}`);
    return node.name;
  });
  return {
    async features(rgb) {
      if (rgb.length !== inputSide * inputSide * 3)
        throw new Error(`the network takes ${inputSide}×${inputSide} RGB pixels`);
      const maps = tf.tidy(() => {
        // The graph starts with the hub's scaling to [-1, 1]: it takes pixels in [0, 1].
        const input = tf.div(tf.tensor4d(Float32Array.from(rgb), [1, inputSide, inputSide, 3]), 255);
        return model.execute(input, outputs) as Tf.Tensor[];
      });
      try {
        return await Promise.all(
          maps.map(async (map) => {
            const [, height = 0, width = 0, channels = 0] = map.shape;
            return { data: (await map.data()) as Float32Array, height, width, channels };
          }),
        );
      } finally {
        for (const map of maps) map.dispose();
      }
    },
    dispose: () => model.dispose(),
  };
}
