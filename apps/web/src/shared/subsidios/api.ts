import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';

const VIGENTES = graphql(`query SubsidiosVigentes { subsidiosVigentes { id nombre tipo estado nro_total_entregas } }`);

/** A subsidy to choose in another screen's form (a package, a beneficiary): any that is not INACTIVO. */
export type SubsidioOpcion = ResultOf<typeof VIGENTES>['subsidiosVigentes'][number];

export async function subsidiosVigentes(): Promise<SubsidioOpcion[]> {
  return (await sendGraphql(VIGENTES))?.subsidiosVigentes ?? [];
}
