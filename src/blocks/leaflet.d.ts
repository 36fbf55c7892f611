/**
 * The part of Leaflet's API the map block uses, typed here because @types/leaflet is not among
 * the project's dependencies yet. Delete this file once @types/leaflet is installed.
 */
declare module 'leaflet' {
  export type LatLngExpression = [number, number] | { lat: number; lng: number }
  export type LatLngBoundsExpression = [LatLngExpression, LatLngExpression]
  export type PointExpression = [number, number]
  export interface LayerOptions {
    pane?: string
    attribution?: string
  }
  export interface InteractiveLayerOptions extends LayerOptions {
    interactive?: boolean
  }
  export interface MapOptions {
    center?: LatLngExpression
    zoom?: number
    scrollWheelZoom?: boolean
    keyboard?: boolean
    zoomControl?: boolean
  }
  export interface GridLayerOptions extends LayerOptions {
    tileSize?: number
    maxZoom?: number
    minZoom?: number
  }
  export interface TileLayerOptions extends GridLayerOptions {
    subdomains?: string | string[]
  }
  export interface MarkerOptions extends InteractiveLayerOptions {
    icon?: Icon
    title?: string
    alt?: string
    keyboard?: boolean
    zIndexOffset?: number
  }
  export interface PopupOptions extends LayerOptions {
    maxWidth?: number
    minWidth?: number
    autoPan?: boolean
  }
  export interface TooltipOptions extends LayerOptions {
    permanent?: boolean
  }
  export interface FitBoundsOptions {
    padding?: PointExpression
    maxZoom?: number
  }
  export interface DivIconOptions {
    html?: string
    className?: string
    iconSize?: PointExpression
    iconAnchor?: PointExpression
    popupAnchor?: PointExpression
  }
  export class Evented {
    on(type: string, fn: (...args: unknown[]) => void): this
    off(type: string, fn?: (...args: unknown[]) => void): this
  }
  export class Layer extends Evented {}
  export class Icon {
    options: DivIconOptions
  }
  export class DivIcon extends Icon {}
  export class Map extends Evented {}
  export class Marker<P = unknown> extends Layer {
    feature?: P
  }
  export class TileLayer extends Layer {}
  export class Popup extends Layer {}
  export class Tooltip extends Layer {}
  export type LeafletEventHandlerFnMap = Record<string, (...args: unknown[]) => void>
  export function divIcon(options: DivIconOptions): DivIcon
}
