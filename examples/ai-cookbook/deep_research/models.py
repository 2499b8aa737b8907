"""Pydantic models for every step of the research pipeline.

Several of them double as structured-output schemas for the model, and all of them travel
through Temporal with the pydantic data converter.
"""

from pydantic import BaseModel, Field


class SubQuestion(BaseModel):
    question: str = Field(description="A focused question that helps answer the main topic.")
    search_query: str = Field(description="Keywords to search for, five words at most.")


class ResearchPlan(BaseModel):
    sub_questions: list[SubQuestion]


class SearchResult(BaseModel):
    title: str
    url: str
    snippet: str


class Finding(BaseModel):
    question: str
    answer: str = Field(description="What the sources say, in three to five sentences.")
    source_urls: list[str] = Field(description="URLs of the sources actually used.")


class ResearchReport(BaseModel):
    title: str
    markdown: str = Field(description="The report body in Markdown, citing sources as [n].")
    sources: list[str]


class PlanInput(BaseModel):
    model: str
    topic: str
    max_questions: int = 4


class InvestigateInput(BaseModel):
    model: str
    sub_question: SubQuestion
    results: list[SearchResult]


class ReportInput(BaseModel):
    model: str
    topic: str
    findings: list[Finding]
