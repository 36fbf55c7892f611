import { t, type Localized } from '../lib/localized'

/**
 * The demo construction progress: Kirana Hills' two clusters (the development with the site plans)
 * and the first tower of Lestari Sky Apartment. Dates are days before the seed runs; photos are keys of
 * the demo media (content/media.ts).
 */
export type ProgressSpec = {
  project: string
  daysAgo: number
  percent: number
  title: Localized<string>
  cluster?: Localized<string>
  summary: Localized<string>
  photos: string[]
}

const aster = t('Cluster Aster', 'Klaster Aster')
const cempaka = t('Cluster Cempaka', 'Klaster Cempaka')

export const progressSpecs: ProgressSpec[] = [
  {
    project: 'kirana-hills',
    daysAgo: 150,
    percent: 10,
    cluster: aster,
    title: t('Land cleared, roads marked out', 'Lahan dibersihkan, jalan dipatok'),
    summary: t(
      'The land of blocks A and B is cleared and levelled, and the line of Jalan Aster Raya is marked out. Drainage works start next month.',
      'Lahan blok A dan B sudah dibersihkan dan diratakan, dan jalur Jalan Aster Raya sudah dipatok. Pekerjaan drainase dimulai bulan depan.',
    ),
    photos: ['news-construction'],
  },
  {
    project: 'kirana-hills',
    daysAgo: 95,
    percent: 35,
    cluster: aster,
    title: t('Foundations of blocks A and B poured', 'Fondasi blok A dan B dicor'),
    summary: t(
      'Every foundation of the 44 lots is poured, and the drainage under Jalan Aster Raya is laid. Walls go up on the first houses of block A.',
      'Seluruh fondasi 44 kavling sudah dicor, dan saluran drainase di bawah Jalan Aster Raya sudah terpasang. Dinding rumah pertama di blok A mulai dibangun.',
    ),
    photos: ['news-construction', 'res-houses-1'],
  },
  {
    project: 'kirana-hills',
    daysAgo: 45,
    percent: 60,
    cluster: aster,
    title: t('Walls and roofs on the first 20 houses', 'Dinding dan atap 20 rumah pertama'),
    summary: t(
      'The first 20 houses of block A have their walls and roofs; windows and doors follow. Handover of the first homes is planned for the second quarter.',
      '20 rumah pertama di blok A sudah berdinding dan beratap; jendela dan pintu menyusul. Serah terima rumah pertama direncanakan pada kuartal kedua.',
    ),
    photos: ['res-houses-1', 'res-houses-2'],
  },
  {
    project: 'kirana-hills',
    daysAgo: 12,
    percent: 20,
    cluster: cempaka,
    title: t('Jalan Cempaka Indah paved', 'Jalan Cempaka Indah diaspal'),
    summary: t(
      'The main road of Cluster Cempaka is paved and lit, and the foundations of block C are being poured.',
      'Jalan utama Klaster Cempaka sudah diaspal dan diberi penerangan, dan fondasi blok C sedang dicor.',
    ),
    photos: ['res-houses-2', 'city-park'],
  },
  {
    project: 'lestari-sky-apartment',
    daysAgo: 30,
    percent: 40,
    title: t('The first tower reaches the 18th floor', 'Menara pertama mencapai lantai 18'),
    summary: t(
      'The structure of the first tower has reached the 18th of its 32 floors, and the facade goes up on the lower floors.',
      'Struktur menara pertama sudah mencapai lantai 18 dari 32 lantai, dan fasad mulai dipasang di lantai bawah.',
    ),
    photos: ['res-towers', 'news-construction'],
  },
]
