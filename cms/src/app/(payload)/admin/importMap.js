import { EnglishOnlyWarning as EnglishOnlyWarning_6353e353a227e14781a416eac5e2fdb6 } from '../../../components/fields/EnglishOnlyWarning'
import { SlugField as SlugField_e738ef9d7024f92e9b12731bca31931c } from '../../../components/fields/SlugField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublishStatus as PublishStatus_e61aa713f90427bc433a3057c9eea946 } from '../../../components/PublishStatus'
import { PriceCell as PriceCell_341eb8b3057c601de8349ddd2a2e5687 } from '../../../components/fields/PriceField'
import { PriceField as PriceField_341eb8b3057c601de8349ddd2a2e5687 } from '../../../components/fields/PriceField'
import { ImportStatuses as ImportStatuses_3b5e9478d99f0da9cc847c713a42b39a } from '../../../components/site-plans/ImportStatuses'
import { DevelopmentCell as DevelopmentCell_43b3ce15da183689a99499b818c73591 } from '../../../components/DevelopmentCell'
import { DayCell as DayCell_5fa7f34c5cdc35dfeabe502b4b9e40f6 } from '../../../components/DateCell'
import { PhoneCell as PhoneCell_9db90625691c0cc8bac99286855914ac } from '../../../components/enquiries/ContactLinks'
import { ContactLinksField as ContactLinksField_9db90625691c0cc8bac99286855914ac } from '../../../components/enquiries/ContactLinks'
import { Notes as Notes_136f96740cdcf3e09de1be16d3b19ece } from '../../../components/enquiries/Notes'
import { DateTimeCell as DateTimeCell_5fa7f34c5cdc35dfeabe502b4b9e40f6 } from '../../../components/DateCell'
import { SiteTimeField as SiteTimeField_5fa7f34c5cdc35dfeabe502b4b9e40f6 } from '../../../components/DateCell'
import { QuickFilters as QuickFilters_0427520d15fd0a0149c63924277984e4 } from '../../../components/enquiries/QuickFilters'
import { VisitDays as VisitDays_da6ca6e9d080ee1fba6bdcc201f7cc96 } from '../../../collections/SiteVisits/VisitDays'
import { PasswordField as PasswordField_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { BrandIcon as BrandIcon_42af45a2e169122dea8a98337d41efda } from '../../../components/Brand'
import { BrandLogo as BrandLogo_42af45a2e169122dea8a98337d41efda } from '../../../components/Brand'
import { SiteBuildStatus as SiteBuildStatus_22ed97a305e37e4dddb8d93e0889a36a } from '../../../components/SiteBuildStatus'
import { Dashboard as Dashboard_9a680279bc487e655cb510fd8d9dadff } from '../../../components/Dashboard'
import { AdminLanguage as AdminLanguage_b406fde505a3236b98f62b0dc60acd5d } from '../../../components/AdminLanguage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/fields/EnglishOnlyWarning#EnglishOnlyWarning": EnglishOnlyWarning_6353e353a227e14781a416eac5e2fdb6,
  "/components/fields/SlugField#SlugField": SlugField_e738ef9d7024f92e9b12731bca31931c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/PublishStatus#PublishStatus": PublishStatus_e61aa713f90427bc433a3057c9eea946,
  "/components/fields/PriceField#PriceCell": PriceCell_341eb8b3057c601de8349ddd2a2e5687,
  "/components/fields/PriceField#PriceField": PriceField_341eb8b3057c601de8349ddd2a2e5687,
  "/components/site-plans/ImportStatuses#ImportStatuses": ImportStatuses_3b5e9478d99f0da9cc847c713a42b39a,
  "/components/DevelopmentCell#DevelopmentCell": DevelopmentCell_43b3ce15da183689a99499b818c73591,
  "/components/DateCell#DayCell": DayCell_5fa7f34c5cdc35dfeabe502b4b9e40f6,
  "/components/enquiries/ContactLinks#PhoneCell": PhoneCell_9db90625691c0cc8bac99286855914ac,
  "/components/enquiries/ContactLinks#ContactLinksField": ContactLinksField_9db90625691c0cc8bac99286855914ac,
  "/components/enquiries/Notes#Notes": Notes_136f96740cdcf3e09de1be16d3b19ece,
  "/components/DateCell#DateTimeCell": DateTimeCell_5fa7f34c5cdc35dfeabe502b4b9e40f6,
  "/components/DateCell#SiteTimeField": SiteTimeField_5fa7f34c5cdc35dfeabe502b4b9e40f6,
  "/components/enquiries/QuickFilters#QuickFilters": QuickFilters_0427520d15fd0a0149c63924277984e4,
  "/collections/SiteVisits/VisitDays#VisitDays": VisitDays_da6ca6e9d080ee1fba6bdcc201f7cc96,
  "@payloadcms/ui#PasswordField": PasswordField_3817bf644402e67bfe6577f60ef982de,
  "/components/Brand#BrandIcon": BrandIcon_42af45a2e169122dea8a98337d41efda,
  "/components/Brand#BrandLogo": BrandLogo_42af45a2e169122dea8a98337d41efda,
  "/components/SiteBuildStatus#SiteBuildStatus": SiteBuildStatus_22ed97a305e37e4dddb8d93e0889a36a,
  "/components/Dashboard#Dashboard": Dashboard_9a680279bc487e655cb510fd8d9dadff,
  "/components/AdminLanguage#AdminLanguage": AdminLanguage_b406fde505a3236b98f62b0dc60acd5d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
