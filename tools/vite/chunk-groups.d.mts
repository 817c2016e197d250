/** A code-splitting group of the build's output options. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
}

/** React, React DOM, the scheduler and React Router. */
export declare const FRAMEWORK_GROUP: ChunkGroup;

/** Redux Toolkit and what it brings, react-redux and redux-persist. */
export declare const STATE_GROUP: ChunkGroup;
