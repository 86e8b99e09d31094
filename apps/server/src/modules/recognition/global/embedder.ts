// Photo → global descriptor: the network's activations at the chosen layers, pooled (descriptor.ts).
import { describe, meanDescriptor } from './descriptor';
import { descriptorLayers, inputSide, loadDescriptorNetwork, type DescriptorNetwork } from './model';
import { centreInput, networkInput, type RgbImage } from './views';

/**
 * Names what a descriptor is made of. Cached and shipped descriptors carry it; change it whenever the
 * model, layers, pooling or input change, so no old descriptor is compared with a new one.
 */
export const descriptorVersion = `mobilenet_v2_mid/${inputSide}/gem3/${descriptorLayers.join('+')}/v1`;

export class Embedder {
  private constructor(private readonly network: DescriptorNetwork) {}

  static async load(): Promise<Embedder> {
    return new Embedder(await loadDescriptorNetwork());
  }

  /** The descriptor of a 224×224 network input. */
  async ofInput(input: Uint8Array): Promise<Float32Array> {
    return describe(await this.network.features(input));
  }

  /**
   * The descriptor of a photo: the whole photo, averaged with its centre when `withCentre` is set (a
   * visitor's subject is usually in the middle; twice the time).
   */
  async ofPhoto(image: RgbImage, withCentre = false): Promise<Float32Array> {
    const whole = await this.ofInput(await networkInput(image));
    if (!withCentre) return whole;
    return meanDescriptor([whole, await this.ofInput(await centreInput(image))]);
  }

  dispose(): void {
    this.network.dispose();
  }
}
