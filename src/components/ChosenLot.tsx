import { useEffect, useEffectEvent } from 'react'
import { enquiryUnitEvent, type EnquiryChoice } from '../lib/enquiry-choice'
import { translator } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { sitePlanStrings } from './SitePlan.strings'

const text = translator(sitePlanStrings)

/** Calls `onChoose` each time the visitor chooses a unit type or a lot to ask about (src/lib/enquiry-choice.ts). */
export function useEnquiryChoice(onChoose: (choice: EnquiryChoice) => void) {
  const chosen = useEffectEvent((event: Event) => onChoose((event as CustomEvent<EnquiryChoice>).detail))
  useEffect(() => {
    const listener = (event: Event) => chosen(event)
    window.addEventListener(enquiryUnitEvent, listener)
    return () => window.removeEventListener(enquiryUnitEvent, listener)
  }, [])
}

/** The site-plan lot a form is about, with a button that leaves it out. */
export function ChosenLot({ lot, onClear }: { lot: string; onClear: () => void }) {
  const { lang } = useLanguage()
  if (!lot) return null
  return (
    <p className="form__field form__chosen-lot" data-chosen-lot={lot}>
      <strong>{text(lang, 'aboutLot', { lot })}</strong>{' '}
      <button type="button" className="button button--ghost" onClick={onClear}>
        {text(lang, 'notThisLot')}
      </button>
    </p>
  )
}
