/**
 * The seat of government and the nine department capitals, at their city centres (the DPA data
 * gives each municipality a point inside its territory, not its town): landmarks for placing a
 * point on the offline map.
 */
export const CAPITALES: ReadonlyArray<{ nombre: string; posicion: [number, number] }> = [
  { nombre: 'Sucre', posicion: [-19.0478, -65.2596] },
  { nombre: 'La Paz', posicion: [-16.4958, -68.1333] },
  { nombre: 'El Alto', posicion: [-16.5047, -68.1633] },
  { nombre: 'Cochabamba', posicion: [-17.3895, -66.1568] },
  { nombre: 'Oruro', posicion: [-17.9647, -67.106] },
  { nombre: 'Potosí', posicion: [-19.5836, -65.7531] },
  { nombre: 'Tarija', posicion: [-21.5355, -64.7296] },
  { nombre: 'Santa Cruz de la Sierra', posicion: [-17.7833, -63.1821] },
  { nombre: 'Trinidad', posicion: [-14.8333, -64.9] },
  { nombre: 'Cobija', posicion: [-11.0267, -68.7692] },
];
