export declare const CHUNK_GROUPS: Array<{
  name: string;
  test?: RegExp;
  tags?: '$initial'[];
  includeDependenciesRecursively?: boolean;
  priority: number;
}>;
export declare const manifestKeyOf: (
  manifest: Record<string, { src?: string; name?: string }>,
  src: string,
) => string | undefined;
