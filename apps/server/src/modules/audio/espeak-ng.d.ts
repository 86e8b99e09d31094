// Types for the parts of the `espeak-ng` package (Emscripten build of the eSpeak NG CLI) we use.
declare module 'espeak-ng' {
  interface ESpeakNgFileSystem {
    readFile(path: string): Uint8Array;
    writeFile(path: string, data: string | Uint8Array): void;
  }
  interface ESpeakNgModule {
    FS: ESpeakNgFileSystem;
  }
  interface ESpeakNgOptions {
    /** Command-line arguments of `espeak-ng`; the program runs once, when the module is created. */
    arguments?: string[];
    preRun?: Array<(module: ESpeakNgModule) => void>;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }
  export default function ESpeakNg(options?: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
