import { nameIn } from './labels'
/**
 * The lead pipeline's admin strings (the enquiries' stages, fields, quick filters, export and
 * contact links), in the admin's two languages. Registered as Payload's custom translations
 * (cms/src/i18n/index.ts): components read them with `useTranslation()` as `custom:<key>`, field
 * labels take them as `{ en, id }` objects (pipelineLabel).
 */
const en = {
  pipelineStage: 'Stage',
  pipelineStageNew: 'New',
  pipelineStageContacted: 'Contacted',
  pipelineStageVisitBooked: 'Site visit booked',
  pipelineStageVisited: 'Visited',
  pipelineStageBooking: 'Booking/NUP',
  pipelineStageWon: 'Won',
  pipelineStageLost: 'Lost',
  pipelineLostReason: 'Reason lost',
  pipelineLostReasonRequired: 'Say why the lead was lost.',
  pipelineOwner: 'Owner',
  pipelineOwnerHelp: 'The member of the sales team who follows it up.',
  pipelineFollowUp: 'Follow up on',
  pipelineNotes: 'Notes',
  pipelineNote: 'Note',
  pipelineNoteAuthor: 'Written by',
  pipelineNoteAt: 'Written at',
  pipelineReceived: 'Received',
  pipelineDevelopment: 'Development',
  pipelineContact: 'Contact',
  pipelineCall: 'Call',
  pipelineWhatsApp: 'WhatsApp',
  pipelineAny: 'Any',
  pipelineNobody: 'Nobody yet',
  pipelineToday: 'Today',
  pipelineLast7Days: 'Last 7 days',
  pipelineLast30Days: 'Last 30 days',
  pipelineMine: 'Mine',
  pipelineOverdue: 'Overdue follow-up',
  pipelineClearFilters: 'Clear filters',
  pipelineQuickFilters: 'Quick filters',
  pipelineExportCSV: 'Export CSV',
  pipelineExportHelp: 'Downloads every enquiry the list shows, all pages.',
  pipelineSentBy: 'Sent by account',
  pipelineReplyPhone: 'Phone call',
  pipelineReplyEmail: 'Email',
  pipelineConsentHelp: 'The visitor agreed to be contacted.',
  pipelineContactConsent: 'Contact',
  pipelineMayContact: 'May contact',
  pipelineDoNotContact: 'Do not contact',
  pipelineErasedAt: 'Personal data erased',
  pipelineAddNote: 'Add note',
  pipelineNoteSaving: 'Saving…',
  pipelineNoteFailed: 'The note could not be saved. Please try again.',
  pipelineNoteEmpty: 'Write the note first.',
  pipelineNoteTooLong: 'A note holds at most 4,000 characters.',
  pipelineNoNotes: 'No notes yet.',
  pipelineNoteSaveFirst: 'Save the enquiry first, then add notes.',
}

export type PipelineKey = keyof typeof en

const id: Record<PipelineKey, string> = {
  pipelineStage: 'Tahap',
  pipelineStageNew: 'Baru',
  pipelineStageContacted: 'Sudah dihubungi',
  pipelineStageVisitBooked: 'Kunjungan dijadwalkan',
  pipelineStageVisited: 'Sudah berkunjung',
  pipelineStageBooking: 'Booking/NUP',
  pipelineStageWon: 'Berhasil',
  pipelineStageLost: 'Batal',
  pipelineLostReason: 'Alasan batal',
  pipelineLostReasonRequired: 'Tuliskan alasan prospek ini batal.',
  pipelineOwner: 'Penanggung jawab',
  pipelineOwnerHelp: 'Anggota tim penjualan yang menindaklanjutinya.',
  pipelineFollowUp: 'Tindak lanjut pada',
  pipelineNotes: 'Catatan',
  pipelineNote: 'Catatan',
  pipelineNoteAuthor: 'Ditulis oleh',
  pipelineNoteAt: 'Ditulis pada',
  pipelineReceived: 'Diterima',
  pipelineDevelopment: 'Proyek',
  pipelineContact: 'Kontak',
  pipelineCall: 'Telepon',
  pipelineWhatsApp: 'WhatsApp',
  pipelineAny: 'Semua',
  pipelineNobody: 'Belum ada',
  pipelineToday: 'Hari ini',
  pipelineLast7Days: '7 hari terakhir',
  pipelineLast30Days: '30 hari terakhir',
  pipelineMine: 'Milik saya',
  pipelineOverdue: 'Tindak lanjut terlambat',
  pipelineClearFilters: 'Hapus filter',
  pipelineQuickFilters: 'Filter cepat',
  pipelineExportCSV: 'Ekspor CSV',
  pipelineExportHelp: 'Mengunduh semua pertanyaan yang ditampilkan daftar, semua halaman.',
  pipelineSentBy: 'Dikirim dari akun',
  pipelineReplyPhone: 'Telepon',
  pipelineReplyEmail: 'Email',
  pipelineConsentHelp: 'Pengunjung setuju untuk dihubungi.',
  pipelineContactConsent: 'Kontak',
  pipelineMayContact: 'Boleh dihubungi',
  pipelineDoNotContact: 'Jangan hubungi',
  pipelineErasedAt: 'Data pribadi dihapus',
  pipelineAddNote: 'Tambah catatan',
  pipelineNoteSaving: 'Menyimpan…',
  pipelineNoteFailed: 'Catatan tidak dapat disimpan. Silakan coba lagi.',
  pipelineNoteEmpty: 'Tulis catatannya dulu.',
  pipelineNoteTooLong: 'Satu catatan paling banyak 4.000 karakter.',
  pipelineNoNotes: 'Belum ada catatan.',
  pipelineNoteSaveFirst: 'Simpan pertanyaan ini dulu, lalu tambahkan catatan.',
}

export const pipelineTranslations = { en, id }

/** A field or option label in the admin's language (a function: Payload shows an object label unresolved in places). */
export const pipelineLabel = (key: PipelineKey) => nameIn({ en: en[key], id: id[key] })

/** A field's description in both admin languages (Payload keeps a description function off the client). */
export const pipelineDescription = (key: PipelineKey) => ({ en: en[key], id: id[key] })

/** A text of the pipeline in a language ('id' or anything else for English). */
export const pipelineText = (key: PipelineKey, language: string | undefined) => (language === 'id' ? id : en)[key]

export type PipelineTranslationKey = `custom:${PipelineKey}`
