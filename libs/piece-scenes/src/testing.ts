// What the library's tests measure on a built scene; not part of the library's API.
import { InstancedMesh, Matrix4, Mesh, type Object3D, Quaternion, Vector3 } from 'three';

/** How squarely each stone's table (its +y) faces the camera, 1 being face on. */
export function tablesTowardCamera(root: Object3D, camera: Vector3): number[] {
  const facing: number[] = [];
  const matrix = new Matrix4();
  const position = new Vector3();
  const rotation = new Quaternion();
  const scale = new Vector3();
  root.updateMatrixWorld(true);
  root.traverse((child) => {
    if (child.userData['stone'] !== true || !(child instanceof Mesh)) return;
    const count = child instanceof InstancedMesh ? child.count : 1;
    for (let i = 0; i < count; i++) {
      if (child instanceof InstancedMesh) child.getMatrixAt(i, matrix);
      else matrix.identity();
      matrix.premultiply(child.matrixWorld).decompose(position, rotation, scale);
      const table = new Vector3(0, 1, 0).applyQuaternion(rotation);
      facing.push(table.dot(camera.clone().sub(position).normalize()));
    }
  });
  return facing;
}
