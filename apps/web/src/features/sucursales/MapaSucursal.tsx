import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import type { LatLngBoundsExpression, PathOptions } from 'leaflet';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, Tooltip, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REDUCED_MOTION_QUERY } from '../../shell/theme';
import { DPA_KEY, listarMunicipios } from '../../shared/dpa/dpa';
import { CAPITALES } from './capitales';
import type { Vista } from './formulario';

/** The outlines are OpenStreetMap data (ODbL): every map that shows them carries this line. */
export const ATRIBUCION = '© OpenStreetMap contributors';

/** Served from apps/web/public/data: the map needs no internet. */
const URL_DEPARTAMENTOS = `${import.meta.env.BASE_URL}data/bolivia-departamentos.geojson`;

/**
 * An optional tile server (docs/configuracion.md: VITE_MAP_TILES_URL, with its attribution in
 * VITE_MAP_TILES_ATTRIBUTION); without it the outlines, capitals and municipalities are the base layer.
 */
const URL_TESELAS = import.meta.env.VITE_MAP_TILES_URL;
const ATRIBUCION_TESELAS = import.meta.env.VITE_MAP_TILES_ATTRIBUTION || ATRIBUCION;

/** Bolivia with a margin: the map does not wander off into empty space. */
const LIMITES: LatLngBoundsExpression = [
  [-27, -75],
  [-5, -53],
];

const ESTILO: PathOptions = { color: '#6a1b9a', weight: 1.5, opacity: 0.9, fillColor: '#6a1b9a', fillOpacity: 0.06 };
const MARCA: PathOptions = { color: '#ffffff', weight: 2, fillColor: '#c62828', fillOpacity: 1 };
const CAPITAL: PathOptions = { color: '#ffffff', weight: 1.5, fillColor: '#37474f', fillOpacity: 1 };
const MUNICIPIO: PathOptions = { color: '#6a1b9a', weight: 1, fillColor: '#ffffff', fillOpacity: 1 };
const DIA = 24 * 60 * 60 * 1000;

async function cargarDepartamentos(signal: AbortSignal): Promise<FeatureCollection> {
  const respuesta = await fetch(URL_DEPARTAMENTOS, { signal });
  if (!respuesta.ok) throw new Error(respuesta.statusText);
  return (await respuesta.json()) as FeatureCollection;
}

interface Props {
  vista: Vista;
  /** The chosen province: its municipalities are drawn as named points. */
  idProvincia: number | null;
  /** The chosen point, or null. */
  posicion: [number, number] | null;
  onElegir: (latitud: number, longitud: number) => void;
  /** Map height in pixels. */
  alto?: number;
}

/**
 * The point-of-sale map (spec part 1 §2): a click sets latitude and longitude. Base layer: the
 * department outlines; a circle marks the point (Leaflet's default marker images break with bundlers).
 */
export default function MapaSucursal({ vista, idProvincia, posicion, onElegir, alto = 320 }: Props) {
  const { t } = useTranslation();
  // Asked for less motion: the map jumps instead of gliding and zooming.
  const animar = !useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const departamentos = useQuery({ queryKey: ['mapa', 'departamentos'], queryFn: ({ signal }) => cargarDepartamentos(signal), staleTime: Infinity });
  // The same query as the municipality select: already in the cache, no second request.
  const municipios = useQuery({
    queryKey: [...DPA_KEY, 'municipios', idProvincia],
    queryFn: ({ signal }) => listarMunicipios(idProvincia!, signal),
    enabled: idProvincia !== null,
    staleTime: DIA,
  });
  return (
    <Box sx={{ height: alto, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { cursor: 'crosshair', fontFamily: 'inherit' } }}>
      <MapContainer
        center={vista.centro}
        zoom={vista.zoom}
        minZoom={5}
        maxBounds={LIMITES}
        zoomControl={false}
        zoomAnimation={animar}
        fadeAnimation={animar}
        markerZoomAnimation={animar}
        style={{ height: '100%', width: '100%', background: '#f4f7fa' }}
      >
        {URL_TESELAS && <TileLayer url={URL_TESELAS} attribution={ATRIBUCION_TESELAS} />}
        {departamentos.data && <GeoJSON data={departamentos.data} style={ESTILO} interactive={false} attribution={ATRIBUCION} />}
        {CAPITALES.map((c) => (
          <CircleMarker key={c.nombre} center={c.posicion} radius={4} pathOptions={CAPITAL}>
            <Tooltip permanent direction="right" offset={[6, 0]}>
              {c.nombre}
            </Tooltip>
          </CircleMarker>
        ))}
        {municipios.data?.map((m) =>
          m.latitud != null && m.longitud != null ? (
            <CircleMarker key={m.id} center={[Number(m.latitud), Number(m.longitud)]} radius={3} pathOptions={MUNICIPIO}>
              <Tooltip direction="top">{m.nombre}</Tooltip>
            </CircleMarker>
          ) : null,
        )}
        {posicion && <CircleMarker center={posicion} radius={8} pathOptions={MARCA} interactive={false} />}
        <ZoomControl position="topleft" zoomInTitle={t('sucursales.mapa.acercar')} zoomOutTitle={t('sucursales.mapa.alejar')} />
        <Seguir vista={vista} animar={animar} />
        <Clics onElegir={onElegir} />
      </MapContainer>
    </Box>
  );
}

/** Moves the map whenever the parent asks for a new view. */
function Seguir({ vista, animar }: { vista: Vista; animar: boolean }) {
  const map = useMap();
  useEffect(() => {
    map.setView(vista.centro, vista.zoom, { animate: animar });
  }, [map, vista, animar]);
  useEffect(() => {
    // Inside a dialog the container may get its final size after Leaflet measured it.
    const id = window.setTimeout(() => map.invalidateSize(), 200);
    return () => window.clearTimeout(id);
  }, [map]);
  return null;
}

function Clics({ onElegir }: { onElegir: Props['onElegir'] }) {
  useMapEvents({ click: (e) => onElegir(e.latlng.lat, e.latlng.lng) });
  return null;
}
